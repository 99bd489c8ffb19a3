// Money is stored as integer paise and sent as rupees (a number with at most 2 decimals).
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
export const paiseToRupees = (paise: number): number => Number(paise) / 100;
