import { z } from 'zod';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const CHECK = 'Please check what you entered and try again.';

const typeSentence: Record<string, string> = {
  number: 'Please enter a number.',
  int: 'Please enter a whole number.',
  string: 'Please enter some text.',
  boolean: 'Please answer yes or no.',
  array: 'Please choose at least one.',
  date: 'Please pick a date.',
};

const formatSentence: Record<string, string> = {
  email: 'Please enter a valid email address.',
  url: 'Please enter a valid web address.',
  date: 'Please pick a valid date.',
  datetime: 'Please pick a valid date and time.',
  time: 'Please pick a valid time.',
};

const countOf = (n: number | bigint, one: string, many: string) =>
  `${n} ${Number(n) === 1 ? one : many}`;

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const { minimum, origin, inclusive } = issue;
  if (origin === 'string')
    return Number(minimum) <= 1
      ? 'Please fill in every required field.'
      : `Please enter at least ${countOf(minimum, 'character', 'characters')}.`;
  if (origin === 'array' || origin === 'set')
    return `Please choose at least ${countOf(minimum, 'item', 'items')}.`;
  return inclusive ? `Please enter ${minimum} or more.` : `Please enter more than ${minimum}.`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const { maximum, origin, inclusive } = issue;
  if (origin === 'string')
    return `Please keep it to ${countOf(maximum, 'character', 'characters')} or fewer.`;
  if (origin === 'array' || origin === 'set')
    return `Please choose at most ${countOf(maximum, 'item', 'items')}.`;
  return inclusive ? `Please enter ${maximum} or less.` : `Please enter less than ${maximum}.`;
}

/**
 * The sentence a shopper (or staff) reads for a request that fails a contract's check which
 * carries no message of its own: plain words, no field paths or type names. A check's own
 * message always wins over these.
 */
export function sentenceForIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null)
        return 'Please fill in every required field.';
      return typeSentence[issue.expected] ?? CHECK;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return formatSentence[issue.format] ?? CHECK;
    case 'invalid_value':
      return 'Please choose one of the options offered.';
    case 'unrecognized_keys':
      return 'This form has changed since the page was opened. Please reload the page and try again.';
    default:
      return CHECK;
  }
}

/** A message as a sentence: a capital first, a full stop last (messages written without one). */
export const asSentence = (message: string): string => {
  const text = message.trim();
  if (!text) return CHECK;
  const capital = text[0]!.toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
};

/** Every check without a message of its own answers in `sentenceForIssue`'s words. */
export function answerChecksInSentences(): void {
  z.config({ customError: sentenceForIssue });
}
