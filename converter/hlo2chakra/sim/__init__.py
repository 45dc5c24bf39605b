"""Network simulation: ASTRA-sim configs, the embedded analytical backend and the real runners."""
