import { describe, expect, it } from 'vitest';
import { internalPath, resolve, returnPath, shellPage, storeCodePrefix } from '../../src/domain/routes';

describe('resolve: the backend’s route answer (spec §2)', () => {
  it('opens each kind of page the backend names', () => {
    expect(resolve({ type: 'CATEGORY', uid: 'Mw==', relative_url: 'vitamines.html' }, '')).toEqual({ type: 'page', page: { kind: 'category', uid: 'Mw==' } });
    expect(resolve({ type: 'PRODUCT', uid: 'MTA=', url_key: 'magnesium', relative_url: 'magnesium.html' }, '')).toEqual({
      type: 'page',
      page: { kind: 'product', uid: 'MTA=', urlKey: 'magnesium' },
    });
    expect(resolve({ type: 'CMS_PAGE', identifier: 'about-us' }, '')).toEqual({ type: 'page', page: { kind: 'cms', identifier: 'about-us' } });
    expect(resolve({ type: 'POINT_OF_SALE', identifier: 'paris-opera' }, '')).toEqual({ type: 'page', page: { kind: 'pointOfSale', identifier: 'paris-opera' } });
    expect(resolve({ type: 'POINT_OF_SALE_LIST', id: 0 }, '')).toEqual({ type: 'page', page: { kind: 'pointOfSaleList' } });
  });

  it('an answer without its identity, of an unknown type or empty is not found', () => {
    for (const answer of [
      null,
      undefined,
      {},
      { type: 'CATEGORY', uid: '' },
      { type: 'PRODUCT', uid: 'MTA=' },
      { type: 'PRODUCT', url_key: 'magnesium' },
      { type: 'CMS_PAGE', identifier: null },
      { type: 'POINT_OF_SALE' },
      { type: 'POINT_OF_SALE_LIST', id: null },
      { type: 'POINT_OF_SALE_LIST' },
      { type: 'BLOG_POST', uid: 'x', identifier: 'x' },
    ]) {
      expect(resolve(answer, '')).toEqual({ type: 'notFound' });
    }
  });

  it('a 301 or 302 goes to the relative URL with the query kept', () => {
    expect(resolve({ redirect_code: 301, relative_url: 'magnesium.html', type: 'PRODUCT' }, '?utm=x')).toEqual({ type: 'redirect', to: '/magnesium.html?utm=x', code: 301 });
    expect(resolve({ redirect_code: 302, relative_url: '/vitamines.html' }, '')).toEqual({ type: 'redirect', to: '/vitamines.html', code: 302 });
    expect(resolve({ redirect_code: 301 }, '?a=1')).toEqual({ type: 'redirect', to: '/?a=1', code: 301 });
    expect(resolve({ redirect_code: 301, relative_url: 'vitamines/magnesium.html' }, '')).toEqual({ type: 'redirect', to: '/vitamines/magnesium.html', code: 301 });
    expect(resolve({ redirect_code: 302, relative_url: 'go/https://example.com' }, '')).toEqual({ type: 'redirect', to: '/go/https://example.com', code: 302 });
  });

  it('an http(s) URL leaves the shop, redirected or not; another code is no redirect', () => {
    expect(resolve({ redirect_code: 301, relative_url: 'https://blog.example.com/post' }, '?x=1')).toEqual({ type: 'external', url: 'https://blog.example.com/post' });
    expect(resolve({ redirect_code: 302, relative_url: 'http://example.com' }, '')).toEqual({ type: 'external', url: 'http://example.com' });
    expect(resolve({ type: 'CMS_PAGE', identifier: 'x', relative_url: 'https://example.com/x' }, '')).toEqual({ type: 'external', url: 'https://example.com/x' });
    expect(resolve({ type: 'CMS_PAGE', identifier: 'x', relative_url: 'http://example.com/x' }, '')).toEqual({ type: 'external', url: 'http://example.com/x' });
    expect(resolve({ redirect_code: 307, type: 'CMS_PAGE', identifier: 'faq', relative_url: 'faq' }, '')).toEqual({ type: 'page', page: { kind: 'cms', identifier: 'faq' } });
    expect(resolve({ type: 'CMS_PAGE', identifier: 'x', relative_url: 'ftp://example.com/x' }, '')).toEqual({ type: 'page', page: { kind: 'cms', identifier: 'x' } });
    expect(resolve({ type: 'CMS_PAGE', identifier: 'x', relative_url: 'go/https://example.com' }, '')).toEqual({ type: 'page', page: { kind: 'cms', identifier: 'x' } });
  });
});

describe('shellPage', () => {
  it('names the route table’s screen and its parameters, or leaves the path to the backend', () => {
    expect(shellPage('/cart')).toEqual({ kind: 'cart', params: {} });
    expect(shellPage('/magnesium-bisglycinate.html')).toBeNull();
  });
});

describe('returnPath', () => {
  it('returns to a path of the shop, else home', () => {
    expect(returnPath('/account/orders?page=2')).toBe('/account/orders?page=2');
    for (const from of [null, undefined, '', 'account', '//evil.example', '/\\evil.example', 'https://evil.example/']) expect(returnPath(from)).toBe('/');
  });
});

describe('internalPath (spec §2)', () => {
  const shop = 'https://shop.example';
  it('routes the shop’s own links inside the app, with query and fragment', () => {
    expect(internalPath('/vitamines.html?page=2', shop)).toBe('/vitamines.html?page=2');
    expect(internalPath('https://shop.example/vitamines.html?page=2#top', shop)).toBe('/vitamines.html?page=2#top');
    expect(internalPath('vitamines.html', shop)).toBe('/vitamines.html');
    // A path of the shop is routed as written.
    expect(internalPath('/search.html?query=vitamine c', shop)).toBe('/search.html?query=vitamine c');
  });

  it('another host, a protocol-relative link or a broken URL is external', () => {
    expect(internalPath('https://blog.example/vitamines.html', shop)).toBeNull();
    expect(internalPath('//blog.example/x', shop)).toBeNull();
    expect(internalPath('http://shop.example/x', shop)).toBeNull();
    expect(internalPath('https://[::1', shop)).toBeNull();
  });
});

describe('storeCodePrefix (spec §2)', () => {
  const codes = ['fr', 'ch_fr'];
  it('splits a known store code from the rest of the path', () => {
    expect(storeCodePrefix('/ch_fr/magnesium.html', codes)).toEqual({ storeCode: 'ch_fr', rest: '/magnesium.html' });
    expect(storeCodePrefix('/fr/a/b', codes)).toEqual({ storeCode: 'fr', rest: '/a/b' });
    expect(storeCodePrefix('/fr', codes)).toEqual({ storeCode: 'fr', rest: '/' });
  });

  it('leaves any other path alone', () => {
    expect(storeCodePrefix('/de/magnesium.html', codes)).toBeNull();
    expect(storeCodePrefix('/', codes)).toBeNull();
    expect(storeCodePrefix('/magnesium.html', codes)).toBeNull();
  });
});
