import type { CatalogProduct, Discount } from '@chairside/domain/commerce';
import { isSpecialDiscount } from '@chairside/domain/discount-rules';
import type { DiscountRow, ProductRow } from './catalog-repository';

export function productOf(row: ProductRow, fee: number): CatalogProduct {
  return { productCode: row.productCode, description: row.description, fee, maxQuantity: row.maxQuantity, kind: row.kind };
}

export function discountOf(row: DiscountRow, today: string): Discount {
  const terms = {
    discountCode: row.discountCode,
    productCode: row.productCode,
    displayPhrase: row.displayPhrase,
    endDate: row.endDate,
    minimumQuantity: row.minimumQuantity,
    maximumQuantity: row.maximumQuantity,
    discountFee: row.discountFee,
    discountActivationFee: row.discountActivationFee,
  };
  return { ...terms, isSpecial: isSpecialDiscount(terms, today) };
}
