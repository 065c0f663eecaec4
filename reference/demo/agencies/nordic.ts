import { mediaPath } from '../../media/paths.ts';
import { agencyPictures, bookingMenu, idpSignInPath, legalHtml } from '../agency-parts.ts';
import type { AgencyRecord } from '../types.ts';

/**
 * SSO-only agency (direct login not allowed, log-in and sign-up hidden), unsubscribed, header
 * hidden on deal proposals, flights first. Its owner has given no business info yet.
 */
export const nordic: AgencyRecord = {
  subdomain: 'nordic',
  agency: {
    agencyName: 'Nordic Trails',
    subdomain: 'nordic',
    status: 'Active',
    metaData: {
      title: 'Nordic Trails | Resor till fjäll, fjordar och norrsken',
      description: 'Flyg, hyrbil och aktiviteter i Norden och resten av världen.',
      keywords: ['flyg', 'norrsken', 'fjällresor', 'hyrbil'],
    },
    ...agencyPictures('nordic'),
    primaryColor: '#0b3d91',
    defaultLanguage: 'sv',
    defaultCountry: 'SE',
    isSubscribed: false,
    // SPEC §4: with SSO on and direct login refused, log-in goes to this external return URL:
    // the reference API's demo identity provider (routes/idp.ts), which hands back to /sso.
    returnUrl: idpSignInPath('nordic'),
    sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false },
    allowNonLoginFlow: true,
    enableHotelsV2: false,
    enableFlightsV2: true,
    displayTopDestinations: false,
    showPublishedPriceToCustomer: { hotels: false },
    bookingMenuItemOptions: bookingMenu(['Air Travel', 'Cars', 'Activities']),
    currentGateway: 'adyen',
    currentPaymentGateway: 'Adyen',
    isAbousUsEnable: true,
    aboutUsEnableTitle: 'Om oss',
    isFaqEnable: true,
    faqEnableTitle: 'Vanliga frågor',
    hideHeaderforDealProposal: true,
    isHideLoginOption: true,
    isHideSignupOption: true,
    profileInformation: 'Resebyrå i Stockholm för äventyr i norr.',
    privacyPolicy: legalHtml('Integritetspolicy', 'Nordic Trails', ['Vi behandlar personuppgifter enligt GDPR och endast för att genomföra din bokning.']),
    cookiesPolicy: legalHtml('Cookiepolicy', 'Nordic Trails', ['Vi använder nödvändiga cookies för språk och inloggning.']),
    disclaimer: null,
    userTermsAndConditions: null,
    linkedin: 'https://www.linkedin.com/company/nordic-trails',
    instagram: 'https://www.instagram.com/nordictrails',
    facebook: 'https://www.facebook.com/nordictrails',
    twitter: '',
    youtube: 'https://www.youtube.com/@nordictrails',
    discord: '',
    tiktok: '',
    contactPhoneNumber: '+46 8 555 012 34',
    contactEmailId: 'kundservice@nordictrails.example',
    displaySupportPhoneFooter: false,
    displayAddressFooter: true,
    addressLine1: 'Drottninggatan 71',
    city: 'Stockholm',
    state: '',
    country: 'Sverige',
    zipCode: '111 36',
    analytics: { isEnabled: false, googleAnalyticsId: 'G-NORDIC2026', facebookAnalyticsId: '' },
  },
  aboutUs: {
    isEnabled: true,
    title: 'Om oss',
    image: mediaPath.scene('snow', 4),
    content: '<h2>Äventyr i norr</h2><p>Sedan 2012 planerar vi resor till Lappland, Lofoten och Island: hundspann, norrsken och vandring.</p>',
  },
  faq: {
    isEnabled: true,
    headerMessage: 'Svar på det resenärer frågar oss oftast.',
    questions: [
      { question: 'Hur loggar jag in?', answer: '<p>Logga in via ditt företagskonto (SSO).</p>' },
      { question: 'Ingår bagage i flygpriset?', answer: '<p>Handbagage ingår alltid; incheckat bagage visas i kassan.</p>' },
      { question: 'När syns norrskenet bäst?', answer: '<p>Från september till mars, på klara nätter långt från stadens ljus.</p>' },
    ],
  },
  // SPEC §4: an AgencyOwner whose business info has no contact e-mail gets the static modal.
  businessInfo: {
    contactEmailId: '',
    contactPhoneNumber: '',
    hearBy: '',
    hearByName: '',
    hqCountry: '',
    bookingVolume: '',
    useForBusiness: '',
    productInterested: '',
  },
  payment: { currentGateway: 'adyen', currentPaymentGateway: 'Adyen', isTestMode: true },
  enabledShipLines: ['MSC', 'CEL'],
};
