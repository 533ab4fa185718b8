/// Issue #51: a String Catalog as translators and Xcode leave it, in Xcode's layout: a
/// `%lld` key whose plural is a substitution (with a comment), a string of two
/// substitutions, a `%lld` key with the source language's plural forms, a unit needing
/// review, a key not to translate, and device variations.
let translatedCatalog = """
  {
    "sourceLanguage" : "en",
    "strings" : {
      "%lld photos in %lld albums" : {
        "localizations" : {
          "de" : {
            "stringUnit" : {
              "state" : "translated",
              "value" : "%#@photos@ in %#@albums@"
            },
            "substitutions" : {
              "albums" : {
                "argNum" : 2,
                "formatSpecifier" : "lld",
                "variations" : {
                  "plural" : {
                    "one" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%arg Album"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%arg Alben"
                      }
                    }
                  }
                }
              },
              "photos" : {
                "argNum" : 1,
                "formatSpecifier" : "lld",
                "variations" : {
                  "plural" : {
                    "one" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%arg Foto"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%arg Fotos"
                      }
                    }
                  }
                }
              }
            }
          }
        }
      },
      "%lld photos selected" : {
        "comment" : "The selection's count",
        "localizations" : {
          "de" : {
            "stringUnit" : {
              "state" : "translated",
              "value" : "%#@photos@ ausgewählt"
            },
            "substitutions" : {
              "photos" : {
                "argNum" : 1,
                "formatSpecifier" : "lld",
                "variations" : {
                  "plural" : {
                    "one" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%arg Foto"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%arg Fotos"
                      }
                    }
                  }
                }
              }
            }
          },
          "en" : {
            "stringUnit" : {
              "state" : "translated",
              "value" : "%#@photos@ selected"
            },
            "substitutions" : {
              "photos" : {
                "argNum" : 1,
                "formatSpecifier" : "lld",
                "variations" : {
                  "plural" : {
                    "one" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%arg photo"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%arg photos"
                      }
                    }
                  }
                }
              }
            }
          }
        }
      },
      "%lld songs" : {
        "localizations" : {
          "de" : {
            "variations" : {
              "plural" : {
                "one" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%lld Lied"
                  }
                },
                "other" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%lld Lieder"
                  }
                }
              }
            }
          },
          "en" : {
            "variations" : {
              "plural" : {
                "one" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%lld song"
                  }
                },
                "other" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%lld songs"
                  }
                }
              }
            }
          }
        }
      },
      "Done" : {
        "comment" : "The button that ends editing",
        "extractionState" : "manual",
        "localizations" : {
          "de" : {
            "stringUnit" : {
              "state" : "needs_review",
              "value" : "Fertig"
            }
          },
          "fr" : {
            "stringUnit" : {
              "state" : "translated",
              "value" : "Terminé"
            }
          }
        }
      },
      "ScreenSpec" : {
        "shouldTranslate" : false
      },
      "Sync" : {
        "localizations" : {
          "de" : {
            "stringUnit" : {
              "state" : "translated",
              "value" : "Synchronisieren"
            }
          }
        }
      },
      "Tap to sync" : {
        "localizations" : {
          "de" : {
            "variations" : {
              "device" : {
                "iphone" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Tippen zum Abgleichen"
                  }
                },
                "other" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Klicken zum Abgleichen"
                  }
                }
              }
            }
          }
        }
      }
    },
    "version" : "1.0"
  }

  """
