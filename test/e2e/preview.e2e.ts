import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';

const ADMIN = { username: 'admin', password: 'Apercu-2030!' };
const suite = shopInChromium({ ADMIN_PASSWORD: ADMIN.password });

const PUBLISHED = 'À propos de Vitrine';
const DRAFT = 'Vitrine, dix ans de conseils au naturel';

/** The admin's preview page, signed in, with the drafts listed. */
async function openAdmin(width: number) {
  const shop = await openPage(suite.browser, width);
  await shop.context.setHTTPCredentials(ADMIN);
  await shop.page.goto(`${suite.shop.url}/admin/preview`);
  await shop.page.getByRole('heading', { level: 1, name: 'Aperçu des brouillons' }).waitFor();
  return shop;
}

/** The storefront page in the admin's frame. */
const framed = (page: Page): Frame => page.frames().find((frame) => frame.url().startsWith(`${suite.shop.url}/about-us`))!;
const heading = (page: Page) => page.frameLocator('#preview-frame').getByRole('heading', { level: 1 });

describe('admin preview (spec §4, §6, §7)', () => {
  it('the admin page asks for the admin’s password; the shop is framed by the admin for a preview only', async () => {
    const refused = await fetch(`${suite.shop.url}/admin/preview`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('Basic');
    const wrong = await fetch(`${suite.shop.url}/admin/preview`, { headers: { Authorization: `Basic ${btoa('admin:nope')}` } });
    expect(wrong.status).toBe(401);
    const page = await fetch(`${suite.shop.url}/about-us`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const inFrame = await fetch(`${suite.shop.url}/about-us`, { headers: { 'Sec-Fetch-Dest': 'iframe' } });
    expect(inFrame.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(inFrame.headers.get('x-frame-options')).toBeNull();
  });

  it('at 1440 px: previews the draft in its frame, shows the published page again 10 s later, and a forged token the published one', async () => {
    const { page, context, errors, graphql } = await openAdmin(1440);
    const row = page.getByRole('row', { name: /À propos : nouveau titre/ });
    const previewAnswer = page.waitForResponse((response) => response.url().includes('CmsPage') && 'preview-version' in response.request().headers());
    // The preview is stored after the click, and kept 10 s from then (spec §6): no sooner can it be gone.
    const clickedAt = Date.now();
    await row.getByRole('button', { name: 'Prévisualiser' }).click();
    await heading(page).filter({ hasText: DRAFT }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Aperçu : À propos : nouveau titre (version 1767225600)' }).waitFor();
    // The draft came as a GET with the admin's token and no-cache, and its answer is for no shared cache.
    const answer = await previewAnswer;
    expect(answer.request().method()).toBe('GET');
    expect(answer.request().headers()).toMatchObject({ 'preview-version': '1767225600', 'cache-control': 'no-cache' });
    expect(answer.request().headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    // Only the operations a preview changes (the page, its blocks) carried it; the route's resolution did not.
    const previewed = new Set(graphql.filter((request) => request.isPreview).map((request) => request.name));
    expect([...previewed].sort()).toEqual(['CmsBlocks', 'CmsPage']);
    expect(graphql.filter((request) => request.name === 'ResolveURL').every((request) => !request.isPreview && !request.hasAuthorization)).toBe(true);
    await screenshot(page, 'preview-1440');
    expect(await seriousViolations(page)).toEqual([]);

    // Ten seconds later the stored preview is gone: a reload shows the published page.
    const frame = framed(page);
    await expect.poll(() => frame.evaluate(() => sessionStorage.getItem('admin_preview_version')), { timeout: 15_000, interval: 500 }).toBeNull();
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(10_000);
    await frame.evaluate(() => location.reload());
    await heading(page).filter({ hasText: PUBLISHED }).waitFor();

    // A forged token, posted from the admin's page, is stored and reloads the frame: the published page, no error page.
    const reloaded = page.waitForEvent('framenavigated');
    const forged = page.waitForResponse((response) => response.url().includes('CmsPage') && response.request().headers().authorization === 'Bearer forged.admin.token');
    await page.evaluate(() => {
      const target = (document.getElementById('preview-frame') as HTMLIFrameElement).contentWindow!;
      target.postMessage({ Authorization: 'Bearer forged.admin.token', 'Preview-Version': '1767225600' }, location.origin);
    });
    await reloaded;
    expect((await (await forged).json()) as unknown).toMatchObject({ data: { cmsPage: { content_heading: PUBLISHED } } });
    await heading(page).filter({ hasText: PUBLISHED }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('at 375 px: the admin page and its frame', async () => {
    const { page, context, errors } = await openAdmin(375);
    await page.getByRole('row', { name: /À propos : nouveau titre/ }).getByRole('button', { name: 'Prévisualiser' }).click();
    await heading(page).filter({ hasText: DRAFT }).waitFor();
    await screenshot(page, 'preview-375');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 1440 px: "Publier" makes the draft the page everyone sees, the cached page included', async () => {
    // A guest's visit puts the published page in the full-page cache.
    expect(await (await fetch(`${suite.shop.url}/about-us`)).text()).not.toContain(DRAFT);
    const { page, context, errors } = await openAdmin(1440);
    const row = page.getByRole('row', { name: /À propos : nouveau titre/ });
    await row.getByRole('button', { name: 'Publier' }).click();
    await page.getByRole('status').filter({ hasText: 'Publié : À propos : nouveau titre' }).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await screenshot(page, 'preview-published-1440');
    expect(await (await fetch(`${suite.shop.url}/about-us`)).text()).toContain(DRAFT);
    expect(errors).toEqual([]);
    await context.close();
  });
});
