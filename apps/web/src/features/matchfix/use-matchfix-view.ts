// The Matchfix screen's views: each entry as a row (the spec's table), or the entries grouped by product. The same
// switch serves Fuzzy Match, so it lives with the shared "By product" components.
export {
  parseProductsView as parseMatchfixView,
  useProductsView as useMatchfixView,
  type ProductsView as MatchfixView,
} from '../../components/product-groups/products-view.ts';
