import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { TabItemNode } from '../../../domain/page-builder';
import { useT } from '../../i18n/use-t';
import type { RendererProps } from './types';

/**
 * Tabs with react-aria (arrow keys move between tabs, Tab goes into the panel). The server renders the default
 * tab's panel; in the browser every panel stays mounted, the hidden ones inert, so that switching is instant.
 */
export function TabsWidget({ node, items, render }: Omit<RendererProps<'tabs'>, 'children'> & { items: TabItemNode[] }) {
  const t = useT();
  return (
    <Tabs className={`pb-tabs ${node.classes?.main ?? ''}`} defaultSelectedKey={String(Math.min(node.defaultIndex, items.length - 1))}>
      <TabList aria-label={t('pageBuilder.tabs.label')} className={`pb-tabs__list pb-tabs__list--${node.tabNavigationAlignment}`}>
        {items.map((item, i) => (
          <Tab key={i} id={String(i)} className="pb-tabs__tab">
            {item.tabName}
          </Tab>
        ))}
      </TabList>
      {items.map((item, i) => (
        <TabPanel key={i} id={String(i)} shouldForceMount className={`pb-tabs__panel ${node.classes?.content ?? ''}`}>
          {render(item, i)}
        </TabPanel>
      ))}
    </Tabs>
  );
}
