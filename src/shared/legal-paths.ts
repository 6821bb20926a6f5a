// Where the terms of use and the privacy policy live (the register pane links to both).
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';
