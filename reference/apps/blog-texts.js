// @ts-check
/* The interface texts of the demo blog (blog.js) in the nine languages of SPEC §1; its articles keep their own languages. */

/** The intro, the list name, the Read more button and the reading time. */
export const BLOG_TEXTS = /** @type {import('./kit.js').TextTable} */ ({
  en: {
    intro: 'Ideas and practical tips from our travel experts.',
    readMore: 'Read more',
    showLess: 'Show less',
    minutes: { one: '{{n}} min read', other: '{{n}} min read' },
    list: 'Articles',
  },
  pt: {
    intro: 'Ideias e dicas práticas dos nossos especialistas em viagens.',
    readMore: 'Ler mais',
    showLess: 'Mostrar menos',
    minutes: { one: '{{n}} min de leitura', many: '{{n}} min de leitura', other: '{{n}} min de leitura' },
    list: 'Artigos',
  },
  es: {
    intro: 'Ideas y consejos prácticos de nuestros expertos en viajes.',
    readMore: 'Seguir leyendo',
    showLess: 'Mostrar menos',
    minutes: { one: '{{n}} min de lectura', many: '{{n}} min de lectura', other: '{{n}} min de lectura' },
    list: 'Artículos',
  },
  da: {
    intro: 'Idéer og praktiske tips fra vores rejseeksperter.',
    readMore: 'Læs mere',
    showLess: 'Vis mindre',
    minutes: { one: '{{n}} min. læsning', other: '{{n}} min. læsning' },
    list: 'Artikler',
  },
  no: {
    intro: 'Ideer og praktiske tips fra våre reiseeksperter.',
    readMore: 'Les mer',
    showLess: 'Vis mindre',
    minutes: { one: '{{n}} min lesing', other: '{{n}} min lesing' },
    list: 'Artikler',
  },
  de: {
    intro: 'Ideen und praktische Tipps von unseren Reiseexperten.',
    readMore: 'Weiterlesen',
    showLess: 'Weniger anzeigen',
    minutes: { one: '{{n}} Min. Lesezeit', other: '{{n}} Min. Lesezeit' },
    list: 'Artikel',
  },
  ar: {
    intro: 'أفكار ونصائح عملية من خبراء السفر لدينا.',
    readMore: 'اقرأ المزيد',
    showLess: 'عرض أقل',
    minutes: {
      zero: '{{n}} دقيقة للقراءة',
      one: 'دقيقة واحدة للقراءة',
      two: 'دقيقتان للقراءة',
      few: '{{n}} دقائق للقراءة',
      many: '{{n}} دقيقة للقراءة',
      other: '{{n}} دقيقة للقراءة',
    },
    list: 'المقالات',
  },
  fr: {
    intro: 'Idées et conseils pratiques de nos experts du voyage.',
    readMore: 'Lire la suite',
    showLess: 'Afficher moins',
    minutes: { one: '{{n}} min de lecture', many: '{{n}} min de lecture', other: '{{n}} min de lecture' },
    list: 'Nos articles',
  },
  sv: {
    intro: 'Idéer och praktiska tips från våra reseexperter.',
    readMore: 'Läs mer',
    showLess: 'Visa mindre',
    minutes: { one: '{{n}} min läsning', other: '{{n}} min läsning' },
    list: 'Artiklar',
  },
});
