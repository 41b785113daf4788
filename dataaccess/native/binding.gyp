{
  "targets": [
    {
      "target_name": "motion_kernel",
      "sources": ["src/motion_kernel.c"],
      "cflags_c": ["-std=c11", "-O3", "-ffp-contract=off", "-fno-math-errno", "-Wall", "-Wextra", "-Werror"],
      "xcode_settings": {
        "OTHER_CFLAGS": ["-std=c11", "-O3", "-ffp-contract=off", "-fno-math-errno", "-Wall", "-Wextra"]
      }
    }
  ]
}
