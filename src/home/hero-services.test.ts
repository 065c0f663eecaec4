import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/i18n.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { BOOKING_SERVICES } from '../tenant/agency.ts';
import { heroServicesLine } from './hero-services.ts';

describe('heroServicesLine', () => {
  it('names only the services given, as a list of the page language', () => {
    expect(heroServicesLine(['Hotels', 'Cars', 'Activities'], 'en', translator('en'), 'Alpine')).toBe(
      'Book hotels, cars, and activities with Alpine.',
    );
    expect(heroServicesLine(['Hotels', 'Cars', 'Activities'], 'de', translator('de'), 'Alpine')).toBe(
      'Hotels, Mietwagen und Aktivitäten – gebucht bei Alpine.',
    );
    expect(heroServicesLine(['Resorts', 'Activities', 'Cruise'], 'es', translator('es'), 'Viajes Sol')).toBe(
      'Reserva complejos turísticos, actividades y cruceros con Viajes Sol.',
    );
    expect(heroServicesLine(['Hotels', 'Cars'], 'ar', translator('ar'), 'مدينة')).toBe('احجز الفنادق والسيارات مع مدينة.');
  });

  it('says a single service without a list', () => {
    expect(heroServicesLine(['Air Travel'], 'sv', translator('sv'), 'Nordic')).toBe('Boka flyg hos Nordic.');
  });

  it('has a sentence without services for an agency with none active', () => {
    const line = heroServicesLine([], 'en', translator('en'), 'Sunny');
    expect(line).toContain('Sunny');
    expect(line).not.toMatch(/hotels|flights|cars/i);
  });

  it('has a name for every service in every language', () => {
    for (const language of LANGUAGES) {
      const t = translator(language);
      for (const service of BOOKING_SERVICES) {
        const key = `home.heroServices.${service}`;
        expect(t(key), `${language} ${key}`).not.toBe(key);
      }
    }
  });
});
