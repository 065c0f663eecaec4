import { z } from 'zod';
import { languageSaveRequest, loginRequest } from '../../../src/contract/schemas/storefront.ts';
import { LANGUAGES } from '../../../src/contract/languages.ts';
import { issueToken } from '../auth.ts';
import { currentUser, profileOf, requireUser } from '../current-user.ts';
import { agencyRoute, HttpError, ok, validate, type Route } from '../router.ts';

const languageParam = z.object({ language: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }) });

export const userRoutes: Route[] = [
  agencyRoute('POST', '/api/user/login', async (ctx) => {
    const { email, password } = validate(loginRequest, await ctx.body());
    // One message for unknown e-mail, another agency's user and wrong password: no account probing.
    const account = await ctx.store.accounts.checkPassword(ctx.store.accounts.byEmail(ctx.agency.subdomain, email), password);
    if (!account) throw new HttpError(401, 'account.invalidLogin');
    const { user } = account;
    return ok({ data: { token: issueToken(user.id, ctx.store.secret, ctx.store.now()), user: profileOf(user, ctx.store) } });
  }),
  agencyRoute('GET', '/api/user/profile', (ctx) => ok({ data: profileOf(requireUser(ctx), ctx.store) })),
  // SPEC §7 GET api/user/changeLanguage/{language}: acknowledged for anyone, remembered for a logged-in user.
  agencyRoute('GET', '/api/user/changeLanguage/:language', (ctx) => {
    const { language } = validate(languageParam, ctx.params);
    const user = currentUser(ctx);
    if (user) ctx.store.languages.set(user.id, language);
    return ok({ data: { language } });
  }),
  // SPEC §4: when logged in the backend is told of the new language.
  agencyRoute('POST', '/api/user/language', async (ctx) => {
    const user = requireUser(ctx);
    const { language } = validate(languageSaveRequest, await ctx.body());
    ctx.store.languages.set(user.id, language);
    return ok({ data: { language } });
  }),
];
