// @ts-check
/*
 * The demo blog/SEO remote sub-application (SPEC §1), served as-is at /remotes/blog.js. It keeps
 * the shell's contract (src/site/remote-apps.ts): an ES module exporting mount(element, context)
 * that renders into the element it is given and returns its unmount function. It builds the DOM
 * with textContent only, so its own data can never become markup. Its pictures come from the
 * host it was loaded from, which the site's CSP allows in img-src as the remotes origin.
 */

import { BLOG_TEXTS } from './blog-texts.js';
import { direction, translator, uiLanguage } from './kit.js';

/** @typedef {import('./kit.js').UiLanguage} UiLanguage */
/** @typedef {{ title: string, excerpt: string, body: string[] }} ArticleText */
/**
 * Articles are written in fewer languages than the interface (SPEC §1 lists nine); English is always there.
 * @typedef {{ slug: string, scene: string, seed: number, published: string, minutes: number,
 *   text: Record<'en', ArticleText> & Partial<Record<UiLanguage, ArticleText>> }} Article
 */

/** @type {Article[]} */
const ARTICLES = [
  {
    slug: 'beaches-worth-the-flight',
    scene: 'beach',
    seed: 11,
    published: '2026-03-02',
    minutes: 6,
    text: {
      en: {
        title: 'Five beaches worth the long flight',
        excerpt: 'White sand, warm water and no crowds: the beaches our team keeps going back to, and the best month to go.',
        body: [
          'Grace Bay in the Turks and Caicos is calm enough for small children and clear enough for snorkelling straight from the shore. Go in April, after the winter crowds and before the rain.',
          'Anse Source d’Argent in the Seychelles is famous for its granite boulders. Plan your visit around low tide, when the lagoon is shallow and the light is softest.',
          'Whitehaven Beach in Australia is best reached by boat from Airlie Beach. Book a tour that stops at Hill Inlet lookout for the swirl of sand and sea.',
        ],
      },
      es: {
        title: 'Cinco playas que valen el vuelo largo',
        excerpt: 'Arena blanca, agua templada y sin multitudes: las playas a las que nuestro equipo siempre vuelve, y el mejor mes para ir.',
        body: [
          'Grace Bay, en Turcas y Caicos, es tan tranquila que sirve para niños pequeños y tan clara que se puede bucear desde la orilla. Ve en abril, después de la temporada alta y antes de las lluvias.',
          'Anse Source d’Argent, en Seychelles, es famosa por sus rocas de granito. Planea la visita con la marea baja, cuando la laguna es poco profunda y la luz es más suave.',
          'A Whitehaven Beach, en Australia, se llega mejor en barco desde Airlie Beach. Reserva una excursión que pare en el mirador de Hill Inlet.',
        ],
      },
      ar: {
        title: 'خمسة شواطئ تستحق الرحلة الطويلة',
        excerpt: 'رمال بيضاء ومياه دافئة بلا زحام: الشواطئ التي يعود إليها فريقنا دائمًا، وأفضل شهر لزيارتها.',
        body: [
          'شاطئ غريس باي في جزر تركس وكايكوس هادئ بما يكفي للأطفال الصغار وصافٍ بما يكفي للغطس من الشاطئ مباشرة. اذهب في أبريل بعد زحام الشتاء وقبل الأمطار.',
          'يشتهر شاطئ آنس سورس دارجن في سيشل بصخوره الغرانيتية. خطط لزيارتك وقت الجزر حين تكون البحيرة ضحلة والضوء أنعم.',
          'أفضل طريقة للوصول إلى شاطئ وايتهافن في أستراليا هي القارب من إيرلي بيتش. احجز جولة تتوقف عند مطل هيل إنلت.',
        ],
      },
    },
  },
  {
    slug: 'lisbon-on-foot',
    scene: 'city',
    seed: 4,
    published: '2026-02-16',
    minutes: 5,
    text: {
      en: {
        title: 'A long weekend in Lisbon on foot',
        excerpt: 'Three days, seven hills and one tram ride: a walking plan for Lisbon that saves your legs for the views.',
        body: [
          'Start in Alfama early, before the day trippers arrive, and climb to the Miradouro de Santa Luzia for the view over the river.',
          'On day two cross to Belém by tram 15, see the monastery, and queue for custard tarts at the bakery that has made them since 1837.',
          'Keep the last evening for Bairro Alto: dinner late, as Lisboetas do, then fado in a small house where the singers walk between the tables.',
        ],
      },
      es: {
        title: 'Un fin de semana largo en Lisboa a pie',
        excerpt: 'Tres días, siete colinas y un tranvía: un plan para recorrer Lisboa caminando sin agotarse antes de los miradores.',
        body: [
          'Empieza temprano en Alfama, antes de que lleguen los grupos, y sube al Miradouro de Santa Luzia para ver el río.',
          'El segundo día ve a Belém en el tranvía 15, visita el monasterio y haz fila para los pasteles de nata en la pastelería que los hace desde 1837.',
          'Deja la última noche para el Bairro Alto: cena tarde, como los lisboetas, y luego fado en una casa pequeña.',
        ],
      },
      ar: {
        title: 'عطلة نهاية أسبوع طويلة في لشبونة سيرًا على الأقدام',
        excerpt: 'ثلاثة أيام وسبعة تلال ورحلة ترام واحدة: خطة مشي في لشبونة توفر طاقتك للإطلالات.',
        body: [
          'ابدأ مبكرًا في حي ألفاما قبل وصول الزوار، واصعد إلى مطل سانتا لوزيا لرؤية النهر.',
          'في اليوم الثاني اركب الترام رقم 15 إلى بيليم، وزر الدير، وانتظر دورك لتذوق حلوى الكاسترد في المخبز الذي يصنعها منذ 1837.',
          'خصص الأمسية الأخيرة لحي بايرو ألتو: عشاء متأخر كما يفعل أهل لشبونة، ثم موسيقى الفادو في دار صغيرة.',
        ],
      },
    },
  },
  {
    slug: 'packing-for-the-alps',
    scene: 'snow',
    seed: 8,
    published: '2026-01-20',
    minutes: 4,
    text: {
      en: {
        title: 'Packing for the Alps in winter',
        excerpt: 'Layers beat bulk. What to bring for a week of skiing and village evenings, and what to rent when you get there.',
        body: [
          'Pack three thin layers rather than one thick jacket: a merino base layer, a fleece and a waterproof shell cover everything from sunny slopes to a windy chairlift.',
          'Rent skis, boots and helmet in the resort. Shops fit boots properly and you will not pay airline fees for a ski bag.',
          'Bring sunglasses and sun cream. At altitude the snow reflects most of the sunlight, even on a cloudy day.',
        ],
      },
    },
  },
  {
    slug: 'cyclades-island-hopping',
    scene: 'island',
    seed: 3,
    published: '2025-12-05',
    minutes: 7,
    text: {
      en: {
        title: 'Island hopping in the Cyclades',
        excerpt: 'How to link Naxos, Paros and Milos by ferry, which island to sleep on, and why June beats August.',
        body: [
          'Base yourself on Naxos for its size and food, and use the fast ferries to Paros for day trips. Milos deserves two nights of its own for the boat tour around its coast.',
          'Book ferries a few weeks ahead in summer and keep a free morning at the end of the trip in case the meltemi wind cancels a crossing.',
          'In June the sea is already warm, rooms cost less and the beaches still have space for a towel.',
        ],
      },
      es: {
        title: 'De isla en isla por las Cícladas',
        excerpt: 'Cómo unir Naxos, Paros y Milos en ferry, en qué isla dormir y por qué junio es mejor que agosto.',
        body: [
          'Quédate en Naxos por su tamaño y su comida, y usa los ferris rápidos a Paros para excursiones de un día. Milos merece dos noches para recorrer su costa en barco.',
          'Reserva los ferris con unas semanas de antelación en verano y deja libre la última mañana por si el viento meltemi cancela una travesía.',
          'En junio el mar ya está templado, las habitaciones cuestan menos y en las playas aún hay sitio.',
        ],
      },
    },
  },
];

const STYLE = `
.blog-remote { display: grid; gap: 1.5rem; }
.blog-remote__intro { margin: 0; color: #475569; }
.blog-remote__list { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr)); margin: 0; padding: 0; list-style: none; }
.blog-remote__card { display: flex; flex-direction: column; block-size: 100%; overflow: hidden; border: 1px solid #e2e8f0; border-radius: 16px; background: #fff; }
.blog-remote__image { display: block; inline-size: 100%; block-size: auto; aspect-ratio: 8 / 5; object-fit: cover; background: #f1f5f9; }
.blog-remote__body { display: flex; flex: 1; flex-direction: column; gap: 0.5rem; padding: 1rem 1.25rem 1.25rem; }
.blog-remote__meta { margin: 0; color: #475569; font-size: 0.875rem; }
.blog-remote__title { margin: 0; font-size: 1.25rem; line-height: 1.3; }
.blog-remote__excerpt, .blog-remote__more p { margin: 0; }
.blog-remote__more { display: grid; gap: 0.5rem; }
.blog-remote__more[hidden] { display: none; }
.blog-remote__toggle { align-self: flex-start; margin-block-start: auto; min-block-size: 44px; padding-inline: 1rem; border: 2px solid var(--color-primary, #1d4ed8); border-radius: 8px; background: transparent; color: inherit; font: inherit; font-weight: 600; cursor: pointer; }
.blog-remote__toggle:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
`;

/**
 * @param {string} tag
 * @param {string} [className]
 * @param {string} [text]
 */
function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Pictures are served next to the remote, by the host it came from, whatever its port. */
const HERE = import.meta.url;
const pictureUrl = (/** @type {Article} */ article) => new URL(`../media/scenes/${article.scene}-${article.seed}.svg`, HERE).href;

let instances = 0;

/**
 * @param {HTMLElement} element
 * @param {{ language?: string, ready?: () => void }} context
 * @returns {() => void}
 */
export function mount(element, context) {
  const language = uiLanguage(context?.language);
  const t = translator([BLOG_TEXTS], language);
  const published = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const prefix = `blog-remote-${++instances}`;

  const root = el('div', 'blog-remote');
  root.lang = language;
  root.dir = direction(language);
  const style = document.createElement('style');
  style.textContent = STYLE;
  const list = el('ul', 'blog-remote__list');
  list.setAttribute('aria-label', t('list'));
  root.append(style, el('p', 'blog-remote__intro', t('intro')), list);

  for (const article of ARTICLES) {
    // An article not written in the visitor's language is shown in English, marked as such for screen readers.
    const own = article.text[language];
    const text = own ?? article.text.en;
    const textLanguage = own ? language : 'en';
    const id = `${prefix}-${article.slug}`;

    const card = el('article', 'blog-remote__card');
    card.setAttribute('aria-labelledby', `${id}-title`);
    const image = /** @type {HTMLImageElement} */ (el('img', 'blog-remote__image'));
    image.src = pictureUrl(article);
    image.alt = '';
    image.width = 800;
    image.height = 500;
    image.loading = 'lazy';
    image.decoding = 'async';

    const body = el('div', 'blog-remote__body');
    const meta = el('p', 'blog-remote__meta');
    const time = el('time', undefined, published.format(new Date(article.published)));
    time.setAttribute('datetime', article.published);
    meta.append(time, ` · ${t('minutes', { n: article.minutes })}`);
    const title = el('h2', 'blog-remote__title', text.title);
    title.id = `${id}-title`;
    const more = el('div', 'blog-remote__more');
    more.id = `${id}-more`;
    more.hidden = true;
    for (const paragraph of text.body) more.append(el('p', undefined, paragraph));

    const toggle = /** @type {HTMLButtonElement} */ (el('button', 'blog-remote__toggle', t('readMore')));
    toggle.type = 'button';
    toggle.setAttribute('aria-expanded', 'false');
    toggle.setAttribute('aria-controls', more.id);
    toggle.setAttribute('aria-describedby', title.id);
    toggle.addEventListener('click', () => {
      const open = more.hidden;
      more.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
      toggle.textContent = t(open ? 'showLess' : 'readMore');
    });

    const excerpt = el('p', 'blog-remote__excerpt', text.excerpt);
    if (textLanguage !== language) {
      for (const part of [title, excerpt, more]) {
        part.lang = textLanguage;
        part.dir = direction(textLanguage);
      }
    }
    body.append(meta, title, excerpt, more, toggle);
    card.append(image, body);
    const item = el('li');
    item.append(card);
    list.append(item);
  }

  element.replaceChildren(root);
  // Drawn at once: the shell may start (src/site/remote-apps.ts RemoteContext.ready).
  context?.ready?.();
  return () => element.replaceChildren();
}
