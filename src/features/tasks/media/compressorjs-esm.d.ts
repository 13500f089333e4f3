// The package's ES module build, named by path: its `browser` field points bundlers at a UMD file
// whose CommonJS wrapper would pull the bundler's interop helpers into a chunk every page loads.
declare module 'compressorjs/dist/compressor.esm.js' {
  import Compressor from 'compressorjs'
  export default Compressor
}
