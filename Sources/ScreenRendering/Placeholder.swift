enum _PScreenRendering {}
