/** The booking form's field that carries the basket's total the page showed (issue #27); its problems are shown with the basket. */
export const BASKET_FIELD = "basketTotalPaise";
