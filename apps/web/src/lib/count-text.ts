/** A count as the screens say it: "12", "1,250", or "1,000+" when counting stopped there. */
export const countText = (count: number, capped = false) => `${count.toLocaleString('en-US')}${capped ? '+' : ''}`;
