// A language file of another version of the widget: fewer texts than the catalog has ids.
export default ['Réserver'];
