import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/contract/languages.ts';
import { ACCOUNT_MESSAGES } from '../../src/contract/schemas/storefront.ts';
import { MESSAGE_TEXTS, type MessageId } from './message-texts.ts';
import { languageOf, recognize, say, translate } from './messages.ts';
import { contrastProblem } from './routes/agency-settings.ts';
import { loginAs, startTestApi, type TestApi } from './test-server.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const ids = Object.keys(MESSAGE_TEXTS) as MessageId[];

describe('the message catalogue (message-texts.ts)', () => {
  it.each(ids)('%s is worded in all nine languages, with the placeholders of its English', (id) => {
    const texts: Record<string, string> = MESSAGE_TEXTS[id];
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(texts[language]?.trim(), `${id} ${language}`).toBeTruthy();
      expect(placeholders(texts[language]!), `${id} ${language}`).toEqual(placeholders(texts.en!));
    }
  });

  it('gives each English text one id, so English words find their message', () => {
    const english = ids.map((id) => MESSAGE_TEXTS[id].en);
    expect(new Set(english).size).toBe(english.length);
    for (const id of ids) if (!MESSAGE_TEXTS[id].en.includes('{{')) expect(recognize(MESSAGE_TEXTS[id].en)).toEqual({ id });
  });

  it("keeps the account answers' English the storefront's (src/contract ACCOUNT_MESSAGES, same ids)", () => {
    for (const [id, english] of Object.entries(ACCOUNT_MESSAGES)) expect(MESSAGE_TEXTS[id as MessageId]?.en, id).toBe(english);
  });

  /*
   * Every message literal a schema or rule of this API writes (quoted, in a zod message position
   * or a *_MESSAGES table) is one the catalogue knows, so none stays English on a German page.
   */
  it('knows every English message literal of reference/api', async () => {
    const root = fileURLToPath(new URL('.', import.meta.url));
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('message'));
    const literals = new Set<string>();
    const patterns = [
      /\b(?:error|message): '([^']+)'/g,
      /\.(?:min|max|regex|refine|email|int|length)\([^'`\n]*?, '([^']+)'\)/g,
      /^\s+'[\w.]+': '([^']+)',$/gm,
      /^\s+\w+: '([^']+)',$/gm,
    ];
    for (const file of files) {
      const source = await readFile(join(root, file), 'utf8');
      if (!/MESSAGES|z\.|zod/.test(source)) continue;
      for (const pattern of patterns) for (const [, text] of source.matchAll(pattern)) if (/^[A-Za-z].* /.test(text!)) literals.add(text!);
    }
    // Values of tables that are not messages (names, paths, ids) look alike; they contain no space or are listed here.
    const notMessages = /^(?:Checkout\.com|Mercado Pago|Customer \(signed up\))$/;
    const unknown = [...literals].filter((text) => !notMessages.test(text) && !recognize(text));
    expect(unknown).toEqual([]);
    expect(literals.size).toBeGreaterThan(20);
  });
});

describe('languageOf (SPEC §7 x-language)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['xx', 'en'],
    ['de', 'de'],
    ['AR', 'ar'],
    ['de-AT', 'de'],
    ['pt_BR', 'pt'],
    ['nb-NO', 'no'],
    ['fr-CA, fr;q=0.9', 'fr'],
    [['sv', 'de'], 'sv'],
  ] as const)('%j reads %s', (header, language) => {
    expect(languageOf({ headers: header === undefined ? {} : { 'x-language': header as string } })).toBe(language);
  });
});

describe('saying English words in another language', () => {
  it('fills the placeholders of a template, a field name staying as the request spells it', () => {
    expect(say('checkIn must be a date YYYY-MM-DD', 'de')).toBe('checkIn muss ein Datum im Format JJJJ-MM-TT sein');
    expect(say('note must be at most 500 characters', 'fr')).toBe('note doit comporter au plus 500 caractères');
    expect(say('checkOut must be at most 60 days after checkIn', 'sv')).toBe('checkOut får vara högst 60 dagar efter checkIn');
    expect(say('must be one of: Starter, Growth', 'es')).toBe('debe ser uno de estos: Starter, Growth');
  });

  it("says a settings rule as the settings page does (main-settings-texts.js), numbers the language's way", () => {
    const contrast = contrastProblem('#527edb')!;
    expect(say(contrast, 'en')).toBe(contrast);
    expect(say(contrast, 'de')).toBe('weißer Text auf #527edb hat ein Kontrastverhältnis von 3,91:1; WCAG AA verlangt mindestens 4,5:1');
    expect(say('Amount must be at most 1000000', 'en')).toBe('Amount must be at most 1000000');
  });

  it('takes a phrase for no field name, and answers words it does not know as written', () => {
    expect(recognize('Headquarters country is required')).toEqual({ id: 'businessInfo.countryRequired' });
    expect(recognize('child age must be a number')).toBeUndefined();
    expect(say('Something nobody wrote down', 'de')).toBe('Something nobody wrote down');
  });

  it('renders a catalogue message with its values', () => {
    expect(translate('booking.travellerCount', 'de', { count: 3 })).toBe('Anzahl der Reisenden, die diese Buchung braucht: 3');
    expect(say({ id: 'settings.menu.every', params: { services: 'Hotels, Cars' } }, 'ar')).toBe('يجب أن تتضمن كل خدمات القائمة: Hotels, Cars');
  });
});

describe('the API answers in the request language', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.dispose());

  const call = async (path: string, language: string | undefined, init: RequestInit & { agency?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (language !== undefined) headers.set('x-language', language);
    const response = await api.call(path, { agency: 'sunny', ...init, headers });
    return { status: response.status, body: (await response.json()) as { message?: string; errors?: Record<string, string[]>; data?: { message?: string }; decline?: string } };
  };
  const post = (path: string, body: unknown, language: string | undefined, more: { agency?: string; token?: string } = {}) =>
    call(path, language, {
      method: 'POST',
      agency: more.agency ?? 'sunny',
      headers: { 'Content-Type': 'application/json', ...(more.token ? { Authorization: `Bearer ${more.token}` } : {}) },
      body: JSON.stringify(body),
    });

  it.each([
    ['de', 'Ungültige Anfrage', 'E-Mail ist erforderlich'],
    ['ar', 'طلب غير صالح', 'البريد الإلكتروني مطلوب'],
    ['de-CH', 'Ungültige Anfrage', 'E-Mail ist erforderlich'],
    [undefined, 'Invalid request', 'Email is required'],
    ['xx', 'Invalid request', 'Email is required'],
    ['en', 'Invalid request', 'Email is required'],
  ])('a 400 with x-language %s: the message and its field errors', async (language, message, email) => {
    const answer = await post('/api/user/forgot-password', {}, language);
    expect(answer).toEqual({ status: 400, body: { message, errors: { email: [email] } } });
  });

  it('a success body a person reads (forgot password)', async () => {
    expect((await post('/api/user/forgot-password', { email: 'nobody@example.com' }, 'de')).body.data?.message).toBe(
      'Falls es ein Konto mit dieser E-Mail-Adresse gibt, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
    );
    expect((await post('/api/user/forgot-password', { email: 'nobody@example.com' }, undefined)).body.data?.message).toBe(
      'If an account exists for this email, we have sent a link to reset the password.',
    );
  });

  it("alpine's failing activity deals (SPEC §8): the supplier's message in German on its German home", async () => {
    const body = { latitude: 47.37, longitude: 8.54, isOTA: false, isHome: true, isFromDestination: false };
    expect(await post('/api/dealray/deals/activity-search', body, 'de', { agency: 'alpine' })).toEqual({
      status: 500,
      body: { message: 'Aktivitätsanbieter nicht verfügbar, bitte später erneut versuchen' },
    });
    expect((await post('/api/dealray/deals/activity-search', body, undefined, { agency: 'alpine' })).body.message).toBe(
      'Activity supplier unavailable, please try again later',
    );
  });

  it('404s, 405 and a malformed body, from the router itself', async () => {
    expect((await call('/api/agency', 'fr', { agency: 'ghost' })).body).toEqual({ message: 'Agence introuvable' });
    expect((await call('/api/nothing-here', 'sv')).body).toEqual({ message: 'Hittades inte' });
    expect((await call('/api/agency', 'da', { method: 'PUT' })).body).toEqual({ message: 'Metoden er ikke tilladt' });
    const malformed = await call('/api/user/forgot-password', 'no', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":' });
    expect(malformed).toEqual({ status: 400, body: { message: 'Innholdet i forespørselen er ikke gyldig JSON', errors: { '(body)': ['er ikke gyldig JSON'] } } });
  });

  it("says a query's field errors in the language: the API's own words, and zod's for a check without any", async () => {
    const guests = encodeURIComponent('[{"type":"pet","count":1}]');
    const answer = await call(`/api/offers/cruise?line=1&month=2027-3&guests=${guests}`, 'de');
    expect(answer.body.message).toBe('Ungültige Anfrage');
    expect(answer.body.errors?.month).toEqual(['month muss das Format JJJJ-MM haben']);
    expect(answer.body.errors?.['guests.0.type']).toEqual(['Ungültige Option: erwartet eine von "adult"|"children"|"infant"']);
    const english = await call(`/api/offers/cruise?line=1&month=2027-3&guests=${guests}`, undefined);
    expect(english.body.errors?.['guests.0.type']).toEqual(['Invalid option: expected one of "adult"|"children"|"infant"']);
    expect((await call('/api/offers/hotels/H.nowhere.1?destination=city-lis&checkIn=2027-03-01&checkOut=2027-03-04&rooms=%5B%7B%22adults%22%3A2%7D%5D', 'pt')).body).toEqual({
      message: 'Oferta não encontrada',
    });
  });

  it('a declined card (402) keeps its machine-readable decline code, its message in the language', async () => {
    const token = await loginAs(api, 'sunny', 'customer@sunny.demo');
    const booking = {
      service: 'hotels',
      offerId: 'H.city-lis.1',
      query: { destination: 'city-lis', checkIn: '2027-03-01', checkOut: '2027-03-04', rooms: '[{"adults":2}]' },
      currency: 'USD',
      email: 'ana@example.com',
      travellers: [
        { firstName: 'Ana', lastName: 'Lee' },
        { firstName: 'Bo', lastName: 'Lee' },
      ],
      card: { name: 'Ana Lee', number: '4000000000000002', expiry: '12/40', cvc: '123' },
    };
    expect(await post('/api/bookings', booking, 'ar', { token })).toEqual({ status: 402, body: { message: 'رُفضت البطاقة: الرصيد غير كافٍ', decline: 'insufficient_funds' } });
    expect(await post('/api/bookings', booking, undefined, { token })).toEqual({ status: 402, body: { message: 'Card declined: insufficient funds', decline: 'insufficient_funds' } });
    const badCard = await post('/api/bookings', { ...booking, card: { ...booking.card, number: '4242424242424241' } }, 'es', { token });
    expect(badCard.body.errors).toEqual({ 'card.number': ['El número de tarjeta no es válido'] });
    const alone = await post('/api/bookings', { ...booking, travellers: [booking.travellers[0]] }, 'es', { token });
    expect(alone.body.errors).toEqual({
      travellers: ['Número de viajeros que necesita esta reserva: 2'],
      'travellers.1.firstName': ['firstName es obligatorio'],
      'travellers.1.lastName': ['lastName es obligatorio'],
    });
  });
});
