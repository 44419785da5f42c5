// On Apple's systems the product `ScreenplayCombine` is this empty module: `import Combine` there
// is Apple's Combine. (A package depends on the product for Linux only, so nothing of it is
// linked on Apple's systems at all.)
