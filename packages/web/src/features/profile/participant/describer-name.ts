/** How a describer is named on screen: their name, else their e-mail. */
export const nameOf = (describer: { firstName: string; lastName: string; email: string }) =>
  `${describer.firstName} ${describer.lastName}`.trim() || describer.email;
