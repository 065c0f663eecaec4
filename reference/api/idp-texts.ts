import type { Language } from '../../src/contract/languages.ts';

/**
 * The texts of the demo identity provider's sign-in page (routes/idp.ts), in the storefront's
 * nine languages. `{agency}` is the agency's name, `{email}` a demo log-in.
 */
export interface IdpTexts {
  title: string;
  intro: string;
  email: string;
  password: string;
  submit: string;
  wrong: string;
  demo: string;
  back: string;
}

export const IDP_TEXTS: Record<Language, IdpTexts> = {
  en: {
    title: 'Sign in to {agency}',
    intro: 'Use your company account. You will then be taken back to the travel site, signed in.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    wrong: 'Wrong email or password.',
    demo: 'Demo sign-in page of the reference API. Try {email} with the password Travel2026!',
    back: 'Back to the travel site',
  },
  pt: {
    title: 'Entrar em {agency}',
    intro: 'Use a conta da sua empresa. Depois você volta ao site de viagens, já conectado.',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar',
    wrong: 'E-mail ou senha incorretos.',
    demo: 'Página de acesso de demonstração da API de referência. Experimente {email} com a senha Travel2026!',
    back: 'Voltar ao site de viagens',
  },
  es: {
    title: 'Inicia sesión en {agency}',
    intro: 'Usa la cuenta de tu empresa. Después volverás al sitio de viajes con la sesión iniciada.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    wrong: 'Correo electrónico o contraseña incorrectos.',
    demo: 'Página de acceso de demostración de la API de referencia. Prueba {email} con la contraseña Travel2026!',
    back: 'Volver al sitio de viajes',
  },
  da: {
    title: 'Log ind hos {agency}',
    intro: 'Brug din virksomhedskonto. Bagefter kommer du tilbage til rejsesiden, logget ind.',
    email: 'E-mail',
    password: 'Adgangskode',
    submit: 'Log ind',
    wrong: 'Forkert e-mail eller adgangskode.',
    demo: 'Demo-loginside fra reference-API’et. Prøv {email} med adgangskoden Travel2026!',
    back: 'Tilbage til rejsesiden',
  },
  no: {
    title: 'Logg inn hos {agency}',
    intro: 'Bruk bedriftskontoen din. Deretter kommer du tilbake til reisesiden, innlogget.',
    email: 'E-post',
    password: 'Passord',
    submit: 'Logg inn',
    wrong: 'Feil e-post eller passord.',
    demo: 'Demo-innloggingsside fra referanse-API-et. Prøv {email} med passordet Travel2026!',
    back: 'Tilbake til reisesiden',
  },
  de: {
    title: 'Bei {agency} anmelden',
    intro: 'Melde dich mit deinem Firmenkonto an. Danach kommst du angemeldet zur Reiseseite zurück.',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    wrong: 'E-Mail oder Passwort ist falsch.',
    demo: 'Demo-Anmeldeseite der Referenz-API. Probiere {email} mit dem Passwort Travel2026!',
    back: 'Zurück zur Reiseseite',
  },
  ar: {
    title: 'تسجيل الدخول إلى {agency}',
    intro: 'استخدم حساب شركتك. بعد ذلك ستعود إلى موقع السفر وقد سجّلت الدخول.',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    wrong: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    demo: 'صفحة تسجيل دخول تجريبية من واجهة البرمجة المرجعية. جرّب {email} مع كلمة المرور Travel2026!',
    back: 'العودة إلى موقع السفر',
  },
  fr: {
    title: 'Se connecter à {agency}',
    intro: 'Utilisez le compte de votre entreprise. Vous reviendrez ensuite sur le site de voyages, connecté.',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    wrong: 'E-mail ou mot de passe incorrect.',
    demo: 'Page de connexion de démonstration de l’API de référence. Essayez {email} avec le mot de passe Travel2026!',
    back: 'Retour au site de voyages',
  },
  sv: {
    title: 'Logga in hos {agency}',
    intro: 'Använd ditt företagskonto. Sedan kommer du tillbaka till resesidan, inloggad.',
    email: 'E-post',
    password: 'Lösenord',
    submit: 'Logga in',
    wrong: 'Fel e-post eller lösenord.',
    demo: 'Demosida för inloggning i referens-API:t. Prova {email} med lösenordet Travel2026!',
    back: 'Tillbaka till resesidan',
  },
};
