import { describe, expect, it } from 'vitest';
import { answerCell } from './form-answer-text.ts';

const options = [
  {
    value: 'saas',
    labels: [
      { language: 'en', value: 'Software' },
      { language: 'fr', value: 'Logiciel' },
    ],
  },
  { value: 'other', labels: [{ language: 'en', value: 'Other' }], isWriteIn: true },
  {
    value: 'climate',
    labels: [{ language: 'en', value: 'Climate' }],
    children: [{ value: 'ocean', labels: [{ language: 'en', value: 'Ocean' }] }],
  },
];

describe('answerCell', () => {
  it('keeps numbers and text as they are, and empty answers empty', () => {
    expect(answerCell({}, 42.5, 'en')).toBe(42.5);
    expect(answerCell({}, '2026-03-01', 'en')).toBe('2026-03-01');
    for (const empty of [undefined, null, '  ', { selected: [] }, [], { rows: [['', ' ']] }])
      expect(answerCell({}, empty as never, 'en')).toBeNull();
  });

  it('reads choices as their labels in the language (English otherwise), the write-in after them', () => {
    expect(answerCell({ options }, { selected: ['saas', 'other'], writeIn: 'Robots' }, 'fr')).toBe(
      'Logiciel, Other, Robots',
    );
    expect(answerCell({ options }, { selected: ['ocean', 'gone'] }, 'de')).toBe('Ocean, gone');
  });

  it('reads tables row by row, leaving blank rows out, and files by name', () => {
    expect(
      answerCell(
        {},
        {
          rows: [
            ['Ada', 'CEO'],
            ['', ''],
            ['Lin', 'CTO'],
          ],
        },
        'en',
      ),
    ).toBe('Ada | CEO / Lin | CTO');
    expect(
      answerCell(
        {},
        [
          { id: '1', name: 'deck.pdf', size: 1, type: 'application/pdf' },
          { id: '2', name: 'a.png', size: 1, type: 'image/png' },
        ],
        'en',
      ),
    ).toBe('deck.pdf, a.png');
  });
});
