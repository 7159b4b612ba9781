import CoreGraphics
import UIKit
import XCTest

/// Bar appearances, system bar button items, table and picker settings, visual effects and
/// drawing, as iOS view code uses them (Tests/Fixtures/iOSFiles/BarsAndAppearance.swift
/// builds the same lines as an app's).
final class BarsAndAppearanceTests: XCTestCase {
    func testConfigureCallsSetUIKitsBackgroundAndShadow() {
        let appearance = UINavigationBarAppearance()
        XCTAssertNotNil(appearance.backgroundEffect, "a new appearance has the default blur")
        appearance.configureWithOpaqueBackground()
        XCTAssertNil(appearance.backgroundEffect)
        XCTAssertEqual(appearance.backgroundColor, .systemBackground)
        XCTAssertNotNil(appearance.shadowColor)
        appearance.configureWithTransparentBackground()
        XCTAssertNil(appearance.backgroundColor)
        XCTAssertNil(appearance.shadowColor)
        appearance.setBackIndicatorImage(UIImage(systemName: "chevron.left"), transitionMaskImage: nil)
        XCTAssertEqual(appearance.backIndicatorImage, UIImage(systemName: "chevron.left"))
        let copy = UIBarAppearance(barAppearance: appearance)
        XCTAssertNil(copy.backgroundEffect)
    }

    func testBarsKeepTheirAppearances() {
        MainActor.assumeIsolated { () -> Void in
            let bar = UINavigationBar()
            let look = UINavigationBarAppearance()
            look.titleTextAttributes = [.foregroundColor: UIColor.red]
            bar.standardAppearance = look
            bar.scrollEdgeAppearance = look
            XCTAssertTrue(bar.standardAppearance === look)
            XCTAssertTrue(bar.scrollEdgeAppearance === look)
            XCTAssertNil(bar.compactAppearance)
            XCTAssertEqual(look.titleTextAttributes[.foregroundColor] as? UIColor, .red)
            let tabBar = UITabBar()
            tabBar.standardAppearance.stackedLayoutAppearance.selected.iconColor = .blue
            XCTAssertEqual(tabBar.standardAppearance.stackedLayoutAppearance.selected.iconColor, .blue)
            let item = UINavigationItem(title: "x")
            item.scrollEdgeAppearance = look
            XCTAssertTrue(item.scrollEdgeAppearance === look)
            XCTAssertNil(UIToolbar().scrollEdgeAppearance)
        }
    }

    func testSystemItemsHaveUIKitsRawValuesAndShowTheirNames() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertEqual(UIBarButtonItem.SystemItem.flexibleSpace.rawValue, 5)
            XCTAssertEqual(UIBarButtonItem.SystemItem.fastForward.rawValue, 20)
            XCTAssertEqual(UIBarButtonItem.SystemItem.close.rawValue, 24)
            XCTAssertEqual(UIBarButtonItem(barButtonSystemItem: .fastForward).title, "Fast Forward")
            XCTAssertEqual(UIBarButtonItem(systemItem: .add).title, "Add")
            XCTAssertNil(UIBarButtonItem.flexibleSpace().title)
            XCTAssertTrue(UIBarButtonItem.flexibleSpace().isSpace)
            XCTAssertEqual(UIBarButtonItem.fixedSpace(12).width, 12)
            XCTAssertFalse(UIBarButtonItem(systemItem: .done).isSpace)
        }
    }

    func testTableSettingsAreKept() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableView(frame: .zero, style: .insetGrouped)
            XCTAssertEqual(table.sectionHeaderTopPadding, UITableView.automaticDimension)
            XCTAssertTrue(table.isPrefetchingEnabled)
            table.sectionHeaderTopPadding = 0
            table.fillerRowHeight = 44
            table.isPrefetchingEnabled = false
            table.selfSizingInvalidation = .disabled
            XCTAssertEqual(table.sectionHeaderTopPadding, 0)
            XCTAssertEqual(table.fillerRowHeight, 44)
            XCTAssertFalse(table.isPrefetchingEnabled)
            XCTAssertEqual(table.selfSizingInvalidation, .disabled)
        }
    }

    func testAnEffectViewsContentViewIsItsSubviewAndTheEffectIsKept() {
        MainActor.assumeIsolated { () -> Void in
            let blur = UIBlurEffect(style: .systemMaterial)
            let effectView = UIVisualEffectView(effect: blur)
            XCTAssertTrue(effectView.contentView.superview === effectView)
            XCTAssertTrue(effectView.effect === blur)
            XCTAssertEqual(UIBlurEffect.Style.systemChromeMaterialDark.rawValue, 20)
            let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .separator)
            XCTAssertEqual(vibrancy.style, .separator)
        }
    }

    func testADatePickersStyleResolvesAutomaticAsUIKit() {
        MainActor.assumeIsolated { () -> Void in
            let picker = UIDatePicker()
            XCTAssertEqual(picker.datePickerStyle, .compact)
            picker.datePickerMode = .countDownTimer
            XCTAssertEqual(picker.datePickerStyle, .wheels)
            picker.datePickerMode = .date
            picker.preferredDatePickerStyle = .inline
            XCTAssertEqual(picker.datePickerStyle, .inline)
        }
    }

    func testARendererRunsTheDrawingAndNamesTheImageBySize() {
        var drew = 0
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20.5)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.cgContext.setFillColor(UIColor.red.cgColor)
            drew += 1
        }
        XCTAssertEqual(drew, 1)
        XCTAssertEqual(image, UIImage(named: "rendered(40x20.5)"))
        XCTAssertEqual(UIGraphicsImageRenderer(bounds: CGRect(x: 5, y: 5, width: 8, height: 8)).image { _ in },
                       UIImage(named: "rendered(8x8)"))
    }

    func testAPathKnowsItsBoundsAndLayersKeepItAndTheirAnimations() {
        MainActor.assumeIsolated { () -> Void in
            let path = UIBezierPath()
            XCTAssertTrue(path.isEmpty)
            path.move(to: CGPoint(x: 2, y: 3))
            path.addLine(to: CGPoint(x: 10, y: 3))
            path.addCurve(to: CGPoint(x: 10, y: 9), controlPoint1: CGPoint(x: 12, y: 4), controlPoint2: CGPoint(x: 12, y: 8))
            path.close()
            XCTAssertEqual(path.bounds, CGRect(x: 2, y: 3, width: 10, height: 6))
            XCTAssertEqual(path.currentPoint, CGPoint(x: 10, y: 9))
            XCTAssertEqual(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath.boundingBox,
                           CGRect(x: 0, y: 0, width: 4, height: 4))
            let shape = CAShapeLayer()
            XCTAssertEqual(shape.strokeEnd, 1)
            shape.path = path.cgPath
            XCTAssertEqual(shape.path?.boundingBox, path.bounds)
            let view = UIView()
            view.layer.addSublayer(shape)
            XCTAssertTrue(view.layer.sublayers?.first === shape)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            view.layer.add(fade, forKey: "fade")
            XCTAssertEqual(view.layer.animationKeys(), ["fade"])
            XCTAssertEqual(fade.keyPath, "opacity")
            view.layer.removeAnimation(forKey: "fade")
            XCTAssertNil(view.layer.animationKeys())
            XCTAssertEqual(CAGradientLayer().startPoint, CGPoint(x: 0.5, y: 0))
        }
    }
}
