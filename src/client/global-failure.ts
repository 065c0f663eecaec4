/**
 * SPEC §4 Global failure: an error or unhandled rejection of our own code replaces the page with
 * 'Something went wrong.' (the translated text is printed by the build in a <template>).
 * Errors from other origins (analytics, extensions) carry no filename of ours and are ignored,
 * so a broken third-party script cannot take the page down.
 */
export function installGlobalFailure(template = document.getElementById('global-failure')): void {
  if (!(template instanceof HTMLTemplateElement)) return;
  const ours = (filename: string | undefined) => !!filename && new URL(filename, location.href).origin === location.origin;
  const fail = () => {
    if (document.body.dataset.failed) return;
    document.body.dataset.failed = 'true';
    document.body.replaceChildren(template.content.cloneNode(true));
  };
  window.addEventListener('error', (event) => {
    if (event.error && ours(event.filename)) fail();
  });
  window.addEventListener('unhandledrejection', fail);
}
