# The native metrics kernel (src/motion_kernel.c), built by scripts/build-native.ts.
# -ffp-contract=off: no fused multiply-add, so every operation rounds as in the WebAssembly
#   kernel (bit-identical results); nothing here reassociates (no -ffast-math).
# -fno-math-errno, -fno-trapping-math: sqrt is one instruction and comparisons may be
#   computed without branches; neither changes a value.
# -fno-tree-slp-vectorize: the straight-line vectorizer paired running values of the scalar
#   loop into vectors and made every sample wait on a store-to-load forward.
{
  "targets": [
    {
      "target_name": "motion_kernel",
      "sources": ["src/motion_kernel.c"],
      "cflags_c": [
        "-std=c11", "-O3", "-ffp-contract=off", "-fno-math-errno", "-fno-trapping-math",
        "-fno-tree-slp-vectorize", "-Wall", "-Wextra"
      ],
      "xcode_settings": {
        "OTHER_CFLAGS": [
          "-std=c11", "-O3", "-ffp-contract=off", "-fno-math-errno", "-fno-trapping-math",
          "-Wall", "-Wextra"
        ]
      }
    }
  ]
}
