import Foundation
import LayoutCore
import LayoutJSON
import PangoCairoBackend

/// Font choice: a font file given by the caller (`--font`) wins over the document's `fontFile`; with neither,
/// the pinned Inter/DejaVu set, or with a system font directory (`--system-font`) that set with the user's SF
/// Pro for the default design. Errors name the input.
public enum FontChoice {
    /// `documentLocation`: where the document named its font file; an unusable one is reported there.
    public static func configuration(override: String?, document: String?, input: String,
                                     documentLocation: InputDiagnostic? = nil, systemFont: String? = nil)
        throws(PipelineError) -> FontConfiguration {
        do {
            if let file = override ?? document { return try FontConfiguration.custom(file: file) }
            if let systemFont { return try FontConfiguration.systemFont(directory: systemFont) }
            return try FontConfiguration.standard()
        } catch {
            if override == nil, document != nil, let documentLocation, documentLocation.file == input {
                throw PipelineError("\(SourceLocations.error(error.message, at: documentLocation, file: input))")
            }
            throw PipelineError.about(input, "\(error)")
        }
    }
}

/// Text measurers, one per font configuration, made on first use and kept: each measurer memoises its
/// measurements, so layouts of the same document (or of documents sharing fonts) find them warm. Not shared
/// between threads: a batch gives each worker its own pool, so workers never wait on one Pango engine.
public final class MeasurerPool {
    private var measurers: [FontConfiguration: PangoTextMeasurer] = [:]

    public init() {}

    public func measurer(for fonts: FontConfiguration, input: String) throws(PipelineError) -> PangoTextMeasurer {
        if let m = measurers[fonts] { return m }
        do {
            let m = try PangoTextMeasurer(fonts: fonts)
            measurers[fonts] = m
            return m
        } catch {
            throw PipelineError.about(input, "\(error)")
        }
    }
}
