"""Attribute names the frontend writes onto ops for the cost layer to read (one place for both sides)."""

# HLO attributes of a cuDNN convolution call that jaxlib's HLO importer drops; the HLO reader
# (`frontend.hlo.to_stablehlo`) keeps them on the custom call under these keys, and the
# library-call cost rules (`cost.library_calls`) read them back: HLO name -> our attribute name.
CONV_ATTRIBUTE_KEYS = {"window": "h2c_window", "dim_labels": "h2c_dim_labels",
                       "feature_group_count": "h2c_feature_group_count",
                       "batch_group_count": "h2c_batch_group_count"}

# On an op of ``frontend.literals.LITERAL_READERS``: the small constants it reads, as
# {operand position: values} (a constant is no op of the Program; the collective passes in
# ``hlo2chakra.passes`` read offset tables, multipliers, clamp bounds and pad values from here).
LITERAL_OPERANDS = "h2c_literal_operands"
