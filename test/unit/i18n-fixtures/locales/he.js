// Hebrew for the ids i18n-locale-controller.test.ts passes as its catalog (see de.js).
const s = (strings, ...values) => ({ strTag: true, strings, values });
const h = (strings, ...values) => ({ ['_$litType$']: 1, strings, values });
export default ['הזמנה', s`${0} שעה פנויה`, , s`${0} שעות פנויות`, h`שלחנו קוד בן 6 ספרות ב-SMS למספר ${0}.`];
