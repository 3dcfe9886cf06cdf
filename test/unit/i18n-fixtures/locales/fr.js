// Not a language file: its texts by id rather than in the catalog's order.
export default { 'action.book': 'Réserver' };
