import * as z from 'zod/mini';
import { optionalHttpUrl } from '../validation/fields.ts';

/** Text the backend may send as null or leave out: empty then. */
const text = z.pipe(z.nullish(z.string()), z.transform((value) => value ?? ''));

/** SPEC §3 About Us. `content` is agency HTML: sanitised before it reaches a page. */
export const aboutUsSchema = z.object({
  isEnabled: z.boolean(),
  title: text,
  image: optionalHttpUrl,
  content: text,
});
export type AboutUs = z.output<typeof aboutUsSchema>;

export const faqQuestionSchema = z.object({
  question: z.string(),
  /** Agency HTML. */
  answer: z.string(),
});

/** SPEC §3 FAQ. */
export const faqSchema = z.object({
  isEnabled: z.boolean(),
  headerMessage: text,
  questions: z.array(faqQuestionSchema),
});
export type Faq = z.output<typeof faqSchema>;

/** SPEC §2.8, §5, §9: the FAQ shows only if every question is longer than 3 characters. */
export const FAQ_QUESTION_MIN_EXCLUSIVE = 3;
export function faqQuestionsValid(faq: Pick<Faq, 'questions'>): boolean {
  return faq.questions.every((q) => q.question.trim().length > FAQ_QUESTION_MIN_EXCLUSIVE);
}
