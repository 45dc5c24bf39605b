"""Results of simulations as tables, files and charts."""
