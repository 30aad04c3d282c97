/** The product's software version: the API reports it, and software packages are numbered after it. */
export const API_VERSION = '0.1.0';
