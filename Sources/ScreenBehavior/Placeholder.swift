enum _PScreenBehavior {}
