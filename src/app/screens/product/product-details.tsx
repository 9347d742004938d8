import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import type { Product } from '../../../domain/product';
import { useT } from '../../i18n/use-t';
import { PageContent } from '../../pagebuilder/page-content';
import { Icon } from '../../ui/icons';

/**
 * Description and details (spec §2) as an accordion: the description open, the details (brand, form, dietary
 * labels, ingredients, dosage) a press away. Closed panels stay in the page for search engines.
 */
export function ProductDetails({ product }: { product: Product }) {
  const t = useT();
  const { brand, form, dietary, ingredients, dosage } = product.attributes;
  const rows = [
    { id: 'brand', term: t('product.brand'), value: brand },
    { id: 'form', term: t('product.form'), value: form },
    { id: 'dietary', term: t('product.dietary'), value: dietary.length > 0 ? dietary.join(', ') : null },
    { id: 'ingredients', term: t('product.ingredients'), value: ingredients },
    { id: 'dosage', term: t('product.dosage'), value: dosage },
  ].filter((row) => row.value);
  return (
    <DisclosureGroup className="product__details" allowsMultipleExpanded defaultExpandedKeys={['description']}>
      {product.description && (
        <Disclosure id="description" className="disclosure">
          <Heading level={2} className="disclosure__heading">
            <Button slot="trigger" className="disclosure__trigger">
              {t('product.description')}
              <Icon name="chevronDown" size={20} />
            </Button>
          </Heading>
          <DisclosurePanel className="disclosure__panel">
            <div className="product__description">
              <PageContent content={product.description} />
            </div>
          </DisclosurePanel>
        </Disclosure>
      )}
      {rows.length > 0 && (
        <Disclosure id="details" className="disclosure">
          <Heading level={2} className="disclosure__heading">
            <Button slot="trigger" className="disclosure__trigger">
              {t('product.details')}
              <Icon name="chevronDown" size={20} />
            </Button>
          </Heading>
          <DisclosurePanel className="disclosure__panel">
            <dl className="product__facts">
              {rows.map((row) => (
                <div key={row.id} className="product__fact">
                  <dt>{row.term}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </DisclosurePanel>
        </Disclosure>
      )}
    </DisclosureGroup>
  );
}
