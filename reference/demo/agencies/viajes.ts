import { mediaPath } from '../../media/paths.ts';
import { agencyPictures, bookingMenu, legalHtml, siteOrigin } from '../agency-parts.ts';
import type { AgencyRecord } from '../types.ts';

/**
 * The partner agency whose default currency is MXN (SPEC §4, §9): resorts, activities and
 * cruises. Its settings are hostile on purpose: an analytics ID that is not an ID, and HTML
 * with an event handler, both of which the storefront must refuse or sanitise.
 */
export const viajes: AgencyRecord = {
  subdomain: 'viajes',
  agency: {
    agencyName: 'Viajes Sol',
    subdomain: 'viajes',
    status: 'Active',
    metaData: {
      title: 'Viajes Sol | Resorts todo incluido, cruceros y tours',
      description: 'Resorts todo incluido en el Caribe mexicano, cruceros y actividades con precios en pesos.',
      keywords: ['resorts todo incluido', 'cruceros', 'Cancún', 'Riviera Maya'],
    },
    ...agencyPictures('viajes'),
    primaryColor: '#16a34a',
    defaultLanguage: 'es',
    defaultCountry: 'MX',
    isSubscribed: true,
    returnUrl: `${siteOrigin('viajes')}/`,
    sso: null,
    allowNonLoginFlow: true,
    enableHotelsV2: false,
    enableFlightsV2: false,
    displayTopDestinations: true,
    showPublishedPriceToCustomer: null,
    bookingMenuItemOptions: bookingMenu(['Resorts', 'Activities', 'Cruise']),
    currentGateway: 'mercadopago',
    currentPaymentGateway: 'Mercado Pago',
    isAbousUsEnable: true,
    aboutUsEnableTitle: 'Quiénes somos',
    isFaqEnable: true,
    faqEnableTitle: 'Preguntas frecuentes',
    hideHeaderforDealProposal: false,
    isHideLoginOption: false,
    isHideSignupOption: false,
    profileInformation: 'Agencia de viajes en Guadalajara especializada en el Caribe mexicano.',
    privacyPolicy: legalHtml('Aviso de privacidad', 'Viajes Sol', ['Usamos tus datos solo para gestionar tu reservación.']),
    cookiesPolicy: null,
    disclaimer: legalHtml('Aviso legal', 'Viajes Sol', ['Los precios se muestran en pesos mexicanos e incluyen impuestos.']),
    userTermsAndConditions: null,
    linkedin: '',
    instagram: 'https://www.instagram.com/viajessol',
    facebook: 'https://www.facebook.com/viajessol',
    twitter: '',
    youtube: '',
    discord: '',
    tiktok: 'https://www.tiktok.com/@viajessol',
    contactPhoneNumber: '+52 33 5555 0123',
    contactEmailId: 'hola@viajessol.example',
    displaySupportPhoneFooter: true,
    displayAddressFooter: false,
    addressLine1: 'Av. Chapultepec 480',
    city: 'Guadalajara',
    state: 'Jalisco',
    country: 'México',
    zipCode: '44190',
    // Not a Google Analytics ID: the storefront must refuse it rather than put it in a script.
    analytics: { isEnabled: true, googleAnalyticsId: 'G-<script>alert(1)</script>', facebookAnalyticsId: '' },
  },
  aboutUs: {
    isEnabled: true,
    title: 'Quiénes somos',
    image: mediaPath.scene('island', 5),
    // The onerror attribute must not survive sanitising.
    content:
      '<h2>Sol todo el año</h2><p>Desde 2005 llevamos familias a las mejores playas de México.</p><img src="x" onerror="alert(1)"><p>Atención en español los 7 días.</p>',
  },
  faq: {
    isEnabled: true,
    headerMessage: 'Todo lo que necesitas saber antes de viajar.',
    questions: [
      { question: '¿Los precios incluyen impuestos?', answer: '<p>Sí, todos los precios incluyen IVA.</p>' },
      { question: '¿Puedo pagar a meses sin intereses?', answer: '<p>Sí, con tarjetas participantes a 3, 6 y 12 meses.</p>' },
      { question: '¿Qué incluye un resort todo incluido?', answer: '<p>Alojamiento, alimentos, bebidas y la mayoría de las actividades.</p>' },
    ],
  },
  businessInfo: {
    contactEmailId: 'direccion@viajessol.example',
    contactPhoneNumber: '+52 33 5555 0100',
    hearBy: 'Peer referral',
    hearByName: 'Agencia Mar Azul',
    hqCountry: 'MX',
    bookingVolume: 'Under $100k',
    useForBusiness: 'B2C website',
    productInterested: 'Resorts,Activities,Cruises',
  },
  payment: { currentGateway: 'mercadopago', currentPaymentGateway: 'Mercado Pago', isTestMode: true },
  enabledShipLines: ['RCL', 'CCL', 'MSC', 'CEL', 'DCL'],
};
