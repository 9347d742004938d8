import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { accordionMachine } from '../../machines/accordion.machine';
import type { FaqItemNode } from '../../src/domain/page-builder';
import { parseContent } from '../../src/app/pagebuilder/parse';
import { PageContent } from '../../src/app/pagebuilder/page-content';
import { ContentWidgets } from '../../src/app/pagebuilder/widgets';
import { FAQ_CONTENT, FAQ_INPUT } from '../fixtures/cms';
import { drive } from '../harness/drive';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { accordionModel } from './models';

const items = (content = FAQ_CONTENT) => content.nodes[0]!.children as FaqItemNode[];
const question = (text: string) => screen.getByRole('button', { name: text });

function mount(content = FAQ_CONTENT, input = FAQ_INPUT) {
  const actor = createActor(accordionMachine, { input }).start();
  renderInShell(
    <ContentWidgets.Provider value={{ w0: actor }}>
      <PageContent content={content} />
    </ContentWidgets.Provider>,
  );
  return actor;
}

/** Each question says whether its answer is open, and only open answers show. */
function expectSections(open: readonly number[], content = FAQ_CONTENT) {
  items(content).forEach((item, index) => {
    const button = question(item.question);
    expect(button.getAttribute('aria-expanded'), item.question).toBe(String(open.includes(index)));
    const answer = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(answer.getAttribute('role')).toBe('region');
    expect(answer.hidden, item.question).toBe(!open.includes(index));
  });
}

describe('accordion: every path of its chart, on an FAQ of CMS content', () => {
  for (const path of pathsOf(accordionModel)) {
    it(describePath(path), async () => {
      const actor = mount();
      // The fixture's FAQ opens its second question at start and lets several be open: a click toggles its own.
      const open = new Set([1]);
      await drive(accordionMachine, path, {
        actual: () => actor.getSnapshot(),
        events: {
          'section.toggle': (event) => {
            fireEvent.click(question(items()[event.index]!.question));
            if (!open.delete(event.index)) open.add(event.index);
          },
        },
        expect: (_snapshot, _step, say) => {
          const shown = items().filter((_, index) => open.has(index)).map((item) => `“${item.question}”`);
          say(shown.length ? `only the answers to ${shown.join(' and ')} show, their questions expanded` : 'every answer is hidden, every question collapsed');
          expectSections([...open]);
        },
      });
      actor.stop();
    });
  }
});

describe('accordion rules of spec §4 on the view', () => {
  it('opens the sections flagged open at start, and toggling an open one closes it', () => {
    mount();
    expectSections([1]);
    fireEvent.click(question('Are your capsules vegan?'));
    expectSections([]);
  });

  it('when only one may be open, opening one closes the others, and only the first flagged opens at start', () => {
    const exclusive = parseContent(
      '<div data-content-type="faq" data-allow-multiple="false" data-element="main">' +
        ['First', 'Second', 'Third']
          .map((q, i) => `<div data-content-type="faq-item"${i > 0 ? ' data-open="true"' : ''} data-element="main"><h3 data-element="question">${q}?</h3><div data-element="answer"><p>${q} answer.</p></div></div>`)
          .join('') +
        '</div>',
    );
    mount(exclusive, { count: 3, open: [1, 2], multiple: false });
    expectSections([1], exclusive);
    fireEvent.click(question('First?'));
    expectSections([0], exclusive);
    fireEvent.click(question('Third?'));
    expectSections([2], exclusive);
  });

  it('a toggle of a section the FAQ does not have changes nothing: a stale or forged event', () => {
    const actor = mount();
    const count = items().length;
    for (const index of [-1, count, count + 1, 0.5, Number.NaN]) {
      act(() => actor.send({ type: 'section.toggle', index }));
      expectSections([1]);
      // Nothing hidden either: the chart still holds the second section as the only open one.
      expect(actor.getSnapshot().context.open).toEqual([1]);
    }
    // The last section exists: the same event with its index opens it.
    act(() => actor.send({ type: 'section.toggle', index: count - 1 }));
    expectSections([1, count - 1]);
    actor.stop();
  });

  it('without its machine, an FAQ shows every answer', () => {
    renderInShell(<PageContent content={FAQ_CONTENT} />);
    expect(screen.queryByRole('button', { name: 'How long should a course last?' })).toBeNull();
    expect(screen.getByText('Usually one to three months.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Are your capsules vegan?' })).toBeTruthy();
  });
});
