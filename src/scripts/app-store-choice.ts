// 'Open in App' on a phone: of the app's store buttons, the one of this phone's system alone (an
// iPhone has no use for Google Play). Elsewhere, or on a system we cannot tell, both stay.

const userAgent = navigator.userAgent;
const system = /iPhone|iPad|iPod/.test(userAgent) ? 'ios' : /Android/.test(userAgent) ? 'android' : null;
if (system)
  for (const link of document.querySelectorAll<HTMLElement>('[data-store]'))
    link.hidden = link.dataset.store !== system;
