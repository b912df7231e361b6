import { type ImportedQuestion, MCQ_FORMATS, mcqTransferMessages as tm } from '@skillpath/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mcqFormats, readQuestions } from '../../src/modules/assessment/mcq-formats';

const sound = (question: string, options: [string, string, string, string], correct = 'A') => ({
  question,
  options: { A: options[0], B: options[1], C: options[2], D: options[3] },
  correct_answer: correct,
});

/** Text a bank holds: trimmed, non-empty, with the characters each format has to take care of. */
const text = (opts: { lineBreaks: boolean }) =>
  fc
    .string({
      unit: fc.constantFrom(
        ...'abcXYZ019 ,;"\'~=#{}:\\/%-+@éü漢'.split(''),
        ...(opts.lineBreaks ? ['\n'] : []),
      ),
      minLength: 1,
      maxLength: 30,
    })
    .map((s) => s.trim().replace(/\s+\n|\n\s+/g, '\n'))
    .filter((s) => s.length > 0);

const questions = (lineBreaks: boolean, aikenSafe = false) =>
  fc
    .array(
      fc.record({
        question: text({ lineBreaks }),
        options: fc.uniqueArray(text({ lineBreaks }), {
          minLength: 4,
          maxLength: 4,
          selector: (s) => s.replace(/\s+/g, ' ').toLowerCase(),
        }),
        correct_answer: fc.constantFrom('A', 'B', 'C', 'D'),
      }),
      { minLength: 1, maxLength: 8 },
    )
    .map((list) =>
      list.map(
        (q): ImportedQuestion => ({
          question: q.question,
          options: { A: q.options[0]!, B: q.options[1]!, C: q.options[2]!, D: q.options[3]! },
          correct_answer: q.correct_answer as ImportedQuestion['correct_answer'],
        }),
      ),
    )
    // Aiken has no escapes: a question line that reads like an option or ANSWER line cannot be written.
    .filter(
      (list) =>
        !aikenSafe ||
        list.every((q) => q.question.split('\n').every((l) => !/^([A-Z][.)]\s|ANSWER\s*:)/i.test(l))),
    );

/** GIFT reads `%50%` at an answer's start as a weight and has no escape for it. */
const noWeightLikeOption = (list: ImportedQuestion[]) =>
  list.every((q) => Object.values(q.options).every((o) => !/^%-?\d+%/.test(o)));

/** A turn of the event loop after every line: the pauses must not change what is read. */
const everyLine = { maxQuestions: 1000, linesPerTurn: 1 };

const strip = (list: { line: number }[]) => list.map(({ line: _line, ...q }) => q);

describe('question file formats round-trip', () => {
  it('CSV: what is written reads back the same (quotes, commas, line breaks, BOM)', async () => {
    await fc.assert(
      fc.asyncProperty(questions(true), async (list) => {
        const read = await readQuestions('csv', mcqFormats.csv.serialize(list), everyLine);
        expect(read.errors).toEqual([]);
        expect(strip(read.questions)).toEqual(list);
      }),
      { numRuns: 200 },
    );
  });

  it('GIFT: what is written reads back the same (every special character escaped)', async () => {
    await fc.assert(
      fc.asyncProperty(questions(true).filter(noWeightLikeOption), async (list) => {
        const read = await readQuestions('gift', mcqFormats.gift.serialize(list), everyLine);
        expect(read.errors).toEqual([]);
        expect(strip(read.questions)).toEqual(list);
      }),
      { numRuns: 200 },
    );
  });

  it('Aiken: what is written reads back the same for one-line options', async () => {
    await fc.assert(
      fc.asyncProperty(questions(false, true), async (list) => {
        const read = await readQuestions('aiken', mcqFormats.aiken.serialize(list), everyLine);
        expect(read.errors).toEqual([]);
        expect(strip(read.questions)).toEqual(list);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on arbitrary text, whatever the format', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...MCQ_FORMATS),
        fc.string({ maxLength: 200 }),
        async (format, input) => {
          const read = await readQuestions(format, input);
          expect(read.found).toBe(read.questions.length + read.errors.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('CSV', () => {
  it('reads quoted cells with commas and line breaks, and gives each row the line it starts on', async () => {
    const file =
      'question,option_a,option_b,option_c,option_d,correct_answer\r\n' +
      '"Pick, one",a,b,c,d,b\r\n' +
      '"Two\nlines",w,x,y,z,D\r\n' +
      '\r\n' +
      'Third,1,2,3,4,E\r\n' +
      'Fourth,1,2,3\r\n';
    const read = await readQuestions('csv', file, everyLine);
    expect(read.questions).toEqual([
      { line: 2, ...sound('Pick, one', ['a', 'b', 'c', 'd'], 'B') },
      { line: 3, ...sound('Two\nlines', ['w', 'x', 'y', 'z'], 'D') },
    ]);
    expect(read.errors).toEqual([
      { line: 6, message: tm.csvAnswer },
      { line: 7, message: tm.csvCells(4) },
    ]);
  });

  it('refuses a file without the header row, on line 1', async () => {
    const read = await readQuestions('csv', 'What?,a,b,c,d,A\n');
    expect(read.errors).toEqual([{ line: 1, message: tm.csvHeader }]);
  });

  it('refuses identical options and empty cells, naming the option', async () => {
    const read = await readQuestions(
      'csv',
      'question,option_a,option_b,option_c,option_d,correct_answer\nQ1,Yes,yes ,No,Maybe,A\nQ2,a,,c,d,A\n',
    );
    expect(read.errors).toEqual([
      { line: 2, message: `Option B: ${tm.identicalOptions('A', 'B')}` },
      { line: 3, message: 'Option B: Option is required.' },
    ]);
  });
});

describe('GIFT', () => {
  it('reads titles, comments, escapes, feedback and multi-line answer blocks', async () => {
    const file = [
      '// a comment line',
      '$CATEGORY: $course$/Python',
      '',
      '::Keyword:: Which keyword defines a function\\: in Python? {',
      '  =def # right',
      '  ~func',
      '  ~lambda',
      '  ~define \\{x\\} \\= 1',
      '}',
      '',
      '[markdown]What is 2 \\~ 3? {~1 =5 ~6 ~7}',
    ].join('\n');
    const read = await readQuestions('gift', file);
    expect(read.errors).toEqual([]);
    expect(read.questions).toEqual([
      {
        line: 4,
        ...sound('Which keyword defines a function: in Python?', ['def', 'func', 'lambda', 'define {x} = 1']),
      },
      { line: 11, ...sound('What is 2 ~ 3?', ['1', '5', '6', '7'], 'B') },
    ]);
  });

  it('names the line of each question it cannot take', async () => {
    const file = [
      'True or false? {T}',
      '',
      'No answers here',
      '',
      'Unclosed {=a ~b',
      '',
      'Weights {~%50%a ~%50%b ~c ~d}',
      '',
      'Three {=a ~b ~c}',
      '',
      'Two right {=a =b ~c ~d}',
    ].join('\n');
    expect((await readQuestions('gift', file)).errors).toEqual([
      { line: 1, message: tm.giftNotMultipleChoice },
      { line: 3, message: tm.giftNoAnswers },
      { line: 5, message: tm.giftUnclosed },
      { line: 7, message: tm.giftWeights },
      { line: 9, message: tm.fourOptions(3) },
      { line: 11, message: tm.oneCorrect(2) },
    ]);
  });
});

describe('Aiken', () => {
  it('reads A. and A) options and the ANSWER line, with blank lines between questions', async () => {
    const file =
      'Capital of France?\nA. Paris\nB. Rome\nC) Oslo\nD) Bern\nANSWER: A\n\n\nWhich is even?\nA) 1\nB) 3\nC) 4\nD) 5\nanswer: c\n';
    const read = await readQuestions('aiken', file);
    expect(read.errors).toEqual([]);
    expect(read.questions).toEqual([
      { line: 1, ...sound('Capital of France?', ['Paris', 'Rome', 'Oslo', 'Bern']) },
      { line: 9, ...sound('Which is even?', ['1', '3', '4', '5'], 'C') },
    ]);
  });

  it('names a missing ANSWER, an unknown letter and a stray ANSWER line', async () => {
    const file = 'Q1\nA. a\nB. b\nC. c\nD. d\nQ2\nA. a\nB. b\nC. c\nD. d\nANSWER: E\nANSWER: A\n';
    expect((await readQuestions('aiken', file)).errors).toEqual([
      { line: 1, message: tm.aikenNoAnswer },
      { line: 6, message: tm.aikenAnswerUnknown('E') },
      { line: 12, message: tm.aikenStrayLine },
    ]);
  });
});

describe('a file over the limit', () => {
  const list = Array.from({ length: 50 }, (_, i) =>
    sound(`Question ${i}?`, [`a${i}`, `b${i}`, `c${i}`, `d${i}`]),
  ) as ImportedQuestion[];

  it.each(MCQ_FORMATS)('%s: reading stops at the first question past the limit', async (format) => {
    const file = mcqFormats[format].serialize(list);
    const read = await readQuestions(format, file, { maxQuestions: 10, linesPerTurn: 1000 });
    expect(read).toMatchObject({ overLimit: true, found: 11 });
    const all = await readQuestions(format, file, { maxQuestions: 50, linesPerTurn: 1000 });
    expect(all).toMatchObject({ overLimit: false, found: 50 });
    expect(all.questions).toHaveLength(50);
  });

  it.each(MCQ_FORMATS)('%s: other work runs while a file is read', async (format) => {
    const file = mcqFormats[format].serialize(list);
    // A chain of immediates stands for other requests: it advances only when reading gives way.
    let turns = 0;
    let running = true;
    const other = () => {
      turns++;
      if (running) setImmediate(other);
    };
    setImmediate(other);
    await new Promise<void>((resolve) => setImmediate(resolve));
    const before = turns;
    await readQuestions(format, file, { maxQuestions: 1000, linesPerTurn: 5 });
    running = false;
    expect(turns - before).toBeGreaterThan(5);
  });
});
