enum _PScreenSpecCLI {}
