import { mediaPath } from '../../media/paths.ts';
import { agencyPictures, bookingMenu, legalHtml, siteOrigin } from '../agency-parts.ts';
import type { AgencyRecord } from '../types.ts';

/** The everything-on agency: all services, socials, legal pages, analytics, non-login prices. */
export const sunny: AgencyRecord = {
  subdomain: 'sunny',
  agency: {
    agencyName: 'Sunny Holidays',
    subdomain: 'sunny',
    status: 'Active',
    metaData: {
      title: 'Sunny Holidays | Beach breaks, city escapes and member-only deals',
      description: 'Hand-picked hotels, flights, cars, activities, resorts and cruises with member prices from Sunny Holidays.',
      keywords: ['beach holidays', 'hotel deals', 'cheap flights', 'all-inclusive resorts', 'car rental'],
    },
    ...agencyPictures('sunny'),
    primaryColor: '#f97316',
    defaultLanguage: 'en',
    defaultCountry: 'US',
    isSubscribed: true,
    returnUrl: `${siteOrigin('sunny')}/`,
    sso: { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true },
    allowNonLoginFlow: true,
    enableHotelsV2: true,
    enableFlightsV2: true,
    displayTopDestinations: true,
    showPublishedPriceToCustomer: { hotels: true },
    // Deliberately not in nav order: the storefront must apply SPEC §9's fixed order itself.
    bookingMenuItemOptions: bookingMenu(
      ['Hotels', 'Air Travel', 'Resorts', 'Cars', 'Activities', 'Cruise'],
      ['Activities', 'Hotels', 'Cars', 'Air Travel', 'Cruise', 'Resorts'],
    ),
    currentGateway: 'stripe',
    currentPaymentGateway: 'Stripe',
    isAbousUsEnable: true,
    aboutUsEnableTitle: 'Our Story',
    isFaqEnable: true,
    faqEnableTitle: 'Travel FAQs',
    hideHeaderforDealProposal: false,
    isHideLoginOption: false,
    isHideSignupOption: false,
    profileInformation: 'Family-run travel agency in Miami, booking sunshine since 1998.',
    privacyPolicy: legalHtml('Privacy Policy', 'Sunny Holidays', [
      'We collect the details you give us when you book (name, e-mail, phone and traveller names) and use them only to arrange your trip.',
      'We share booking details with the hotel, airline or supplier that provides your service. We never sell personal data.',
      'Write to <a href="mailto:privacy@sunnyholidays.example">privacy@sunnyholidays.example</a> to see or delete your data.',
    ]),
    cookiesPolicy: legalHtml('Cookies Policy', 'Sunny Holidays', [
      'We use a language cookie (pll_language), a session cookie and, with your consent, analytics cookies.',
      'You can clear cookies at any time in your browser settings.',
    ]),
    disclaimer: legalHtml('Disclaimer', 'Sunny Holidays', [
      'Prices shown are per stay for two adults and include taxes unless stated otherwise. Deals are subject to availability.',
    ]),
    userTermsAndConditions: legalHtml('Terms & Conditions', 'Sunny Holidays', [
      'Bookings are confirmed once payment is received. Cancellation terms are shown before you pay and differ by supplier.',
      'Travellers are responsible for valid passports, visas and travel insurance.',
    ]),
    linkedin: 'https://www.linkedin.com/company/sunny-holidays',
    instagram: 'https://www.instagram.com/sunnyholidays',
    facebook: 'https://www.facebook.com/sunnyholidays',
    twitter: 'https://x.com/sunnyholidays',
    youtube: 'https://www.youtube.com/@sunnyholidays',
    discord: 'https://discord.gg/sunnyholidays',
    tiktok: 'https://www.tiktok.com/@sunnyholidays',
    contactPhoneNumber: '+1 305 555 0142',
    contactEmailId: 'support@sunnyholidays.example',
    displaySupportPhoneFooter: true,
    displayAddressFooter: true,
    addressLine1: '1200 Ocean Drive, Suite 4',
    city: 'Miami Beach',
    state: 'FL',
    country: 'United States',
    zipCode: '33139',
    analytics: { isEnabled: true, googleAnalyticsId: 'G-SUNNY12345', facebookAnalyticsId: '284719305612847' },
  },
  aboutUs: {
    isEnabled: true,
    title: 'Our Story',
    image: mediaPath.scene('beach', 7),
    // The empty paragraph is kept on purpose: SPEC §2.7 says empty tags are stripped.
    content:
      '<h2>Sunshine since 1998</h2><p>Sunny Holidays started as a two-desk shop on Ocean Drive. Today our team of 40 travel experts books beach breaks, city escapes and cruises for over 60,000 travellers a year.</p><p></p><h3>What we promise</h3><ul><li>Member prices on 900,000 hotels</li><li>Real people on the phone, 7 days a week</li><li>No booking fees, ever</li></ul>',
  },
  faq: {
    isEnabled: true,
    headerMessage: 'Answers to the questions our travellers ask most.',
    questions: [
      { question: 'How do member prices work?', answer: '<p>Log in or sign up for free and the member price is shown on every deal card.</p>' },
      { question: 'Can I cancel my hotel booking?', answer: '<p>Most hotels offer free cancellation up to 48 hours before arrival. The exact terms are shown before you pay.</p>' },
      { question: 'Which currencies can I pay in?', answer: '<p>Pick any currency in the header; you are charged in US dollars at the rate shown at checkout.</p>' },
      { question: 'Do you book group trips?', answer: '<p>Yes. For 10 rooms or more call us on <a href="tel:+13055550142">+1 305 555 0142</a>.</p>' },
    ],
  },
  businessInfo: {
    contactEmailId: 'owner@sunnyholidays.example',
    contactPhoneNumber: '+1 305 555 0100',
    hearBy: 'Social Media',
    hearByName: 'Instagram',
    hqCountry: 'US',
    bookingVolume: '$500k - $1M',
    useForBusiness: 'B2C website',
    productInterested: 'Resorts,Hotels,Flights,Cars,Activities,Cruises',
  },
  payment: { currentGateway: 'stripe', currentPaymentGateway: 'Stripe', isTestMode: true, publishableKey: 'pk_test_sunnyDemo000000000000' },
  enabledShipLines: ['RCL', 'CCL', 'MSC', 'CEL', 'DCL'],
};
