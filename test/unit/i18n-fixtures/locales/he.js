// Hebrew for the ids i18n-locale-controller.test.ts passes as its catalog (see de.js).
export default ['הזמנה', '{count} שעה פנויה', 0, '{count} שעות פנויות', 'שלחנו קוד בן 6 ספרות ב-SMS למספר {phone}.'];
