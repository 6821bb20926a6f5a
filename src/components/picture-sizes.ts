// The width a picture takes in each layout, for the browser to pick a copy from its srcset before
// it has laid the page out. One place, because a page's preload must name the same as its <img>.

/** A storefront card: half the phone's width, at most 300 px in the 3- and 4-column grids. */
export const PRODUCT_CARD_SIZES = '(min-width: 600px) 300px, 50vw';
/** The product and company galleries: the full width on phones, 11/20 of the 1200 px page beside the details. */
export const GALLERY_SIZES = '(min-width: 960px) 660px, 100vw';
