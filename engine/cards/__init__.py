"""Card facts (the printed data) and, under ``pool/``, card behaviours."""
