enum _PScreenModel {}
