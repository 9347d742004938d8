import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { selectOpenSections, type AccordionActor } from '../../../../machines/accordion.machine';
import type { FaqItemNode } from '../../../domain/page-builder';
import { Icon } from '../../ui/icons';
import { useWidget } from '../widgets';
import { FaqAnswer } from './faq-item';
import { cx, type RendererProps } from './types';

/**
 * An FAQ (spec §4 accordion), driven by its machine: each question a button that shows or hides its answer.
 * Without its machine, the answers simply show.
 */
export function Faq({ node }: RendererProps<'faq'>) {
  const actor = useWidget<AccordionActor>(node.id);
  const open = useSelector(actor, (s) => (s ? selectOpenSections(s) : null));
  const id = useId();
  const items = node.children.filter((child): child is FaqItemNode => child.contentType === 'faq-item');
  return (
    <div className={cx('pb-faq', node.classes?.main)}>
      {items.map((item, index) =>
        actor && open ? (
          <div key={index} className={cx('pb-faq-item', item.classes?.main)}>
            <h3 className="pb-faq-item__question">
              <button
                type="button"
                id={`${id}-q${index}`}
                aria-expanded={open.includes(index)}
                aria-controls={`${id}-a${index}`}
                onClick={() => actor.send({ type: 'section.toggle', index })}
              >
                <span>{item.question}</span>
                <Icon name={open.includes(index) ? 'minus' : 'plus'} size={20} />
              </button>
            </h3>
            <div id={`${id}-a${index}`} role="region" aria-labelledby={`${id}-q${index}`} className="pb-faq-item__answer" hidden={!open.includes(index)}>
              <FaqAnswer node={item} />
            </div>
          </div>
        ) : (
          <div key={index} className={cx('pb-faq-item', item.classes?.main)}>
            <h3 className="pb-faq-item__question">{item.question}</h3>
            <div className="pb-faq-item__answer">
              <FaqAnswer node={item} />
            </div>
          </div>
        ),
      )}
    </div>
  );
}
