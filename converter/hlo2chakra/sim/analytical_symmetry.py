"""placeholder"""
def simulate_symmetric(traces, ctx, groups):
    return None
