// Galleries of the product and company pages (spec: slider that wraps around at both ends, a
// thumbnail strip of 4 per page with arrows only beyond 4, a zoom popup, video playback). The track
// is a scroll-snap strip, so a phone swipes it natively; buttons and arrow keys move it too.

const THUMBS_PER_PAGE = 4;
/** Older Safari has no scrollend; a pause in scroll events stands in for it there. */
const SUPPORTS_SCROLL_END: boolean = 'onscrollend' in window;

function setUpGallery(gallery: HTMLElement): void {
  const track = gallery.querySelector<HTMLElement>('.gallery-track');
  if (!track) return;
  const slides = Array.from(track.children) as HTMLElement[];
  const counter = gallery.querySelector<HTMLElement>('[data-counter]');
  const thumbs = Array.from(gallery.querySelectorAll<HTMLElement>('[data-goto]'));
  const strip = gallery.querySelector<HTMLElement>('.thumbs-strip');
  const thumbPages = Math.ceil(thumbs.length / THUMBS_PER_PAGE);
  let current = 0;
  let thumbPage = 0;

  const showThumbPage = (page: number) => {
    thumbPage = ((page % thumbPages) + thumbPages) % thumbPages;
    if (strip) strip.style.transform = `translateX(-${thumbPage * 100}%)`;
  };

  // Reflect a slide as current: counter, thumbnail, and no video playing out of sight.
  const mark = (index: number) => {
    current = index;
    if (counter) counter.textContent = String(index + 1);
    thumbs.forEach((thumb, position) =>
      position === index ? thumb.setAttribute('aria-current', 'true') : thumb.removeAttribute('aria-current'),
    );
    if (thumbPages > 0 && Math.floor(index / THUMBS_PER_PAGE) !== thumbPage)
      showThumbPage(Math.floor(index / THUMBS_PER_PAGE));
    slides.forEach((slide, position) => position !== index && slide.querySelector('video')?.pause());
  };

  // While the track glides to a slide we chose, its passing positions are not the visitor's choice.
  let gliding = false;
  const goTo = (index: number) => {
    const wrapped = ((index % slides.length) + slides.length) % slides.length;
    gliding = track.scrollLeft !== slides[wrapped]!.offsetLeft;
    track.scrollTo({ left: slides[wrapped]!.offsetLeft });
    mark(wrapped);
  };

  gallery.addEventListener('click', (event) => {
    const target = event.target as Element;
    const step = target.closest<HTMLElement>('[data-step]');
    if (step) return goTo(current + Number(step.dataset.step));
    const thumb = target.closest<HTMLElement>('[data-goto]');
    if (thumb) return goTo(Number(thumb.dataset.goto));
    const thumbStep = target.closest<HTMLElement>('[data-thumbs-step]');
    if (thumbStep) return showThumbPage(thumbPage + Number(thumbStep.dataset.thumbsStep));
    const zoom = target.closest<HTMLElement>('[data-zoom]');
    const dialog = gallery.querySelector<HTMLDialogElement>('.zoom-dialog');
    const image = dialog?.querySelector<HTMLImageElement>('.zoom-image');
    if (zoom && dialog && image) {
      image.src = zoom.dataset.zoom ?? '';
      dialog.showModal();
    }
  });

  track.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(current + (event.key === 'ArrowRight' ? 1 : -1));
    }
  });

  // A swipe ends on a slide: make it the current one.
  const settle = () => {
    if (gliding) {
      gliding = false;
      return;
    }
    const index = Math.round(track.scrollLeft / track.clientWidth);
    if (index !== current && slides[index]) mark(index);
  };
  if (SUPPORTS_SCROLL_END) {
    track.addEventListener('scrollend', settle);
  } else {
    let timer: ReturnType<typeof setTimeout> | undefined;
    track.addEventListener(
      'scroll',
      () => {
        clearTimeout(timer);
        timer = setTimeout(settle, 150);
      },
      { passive: true },
    );
  }
}

document.querySelectorAll<HTMLElement>('[data-gallery]').forEach(setUpGallery);
