/// Small stand-ins for the SDK headers app code imports, given to libclang as in-memory files on
/// machines without Apple's SDK (Linux CI). Without them clang's error recovery drops declarations:
/// a property typed `id<XDelegate>` under an unknown `NSObject` or `NS_ASSUME_NONNULL_BEGIN` vanishes.
enum SDKStubs {
    static let root = "/archlint-sdk"

    static let foundation = """
        #pragma once
        #define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
        #define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
        #define NS_SWIFT_NAME(name)
        #define NS_DESIGNATED_INITIALIZER
        #define NS_UNAVAILABLE
        #define NS_REQUIRES_SUPER
        #define NS_ENUM(type, name) enum name : type name; enum name : type
        #define NS_OPTIONS(type, name) enum name : type name; enum name : type
        #define NS_CLOSED_ENUM(type, name) enum name : type name; enum name : type
        #define NS_ERROR_ENUM(domain, name) enum name : long name; enum name : long
        #define NS_EXTENSIBLE_STRING_ENUM
        #define API_AVAILABLE(...)
        #define API_UNAVAILABLE(...)
        #define NS_INLINE static inline
        #define FOUNDATION_EXPORT extern
        #define nil ((id)0)
        #define Nil ((Class)0)
        #ifndef NULL
        #define NULL ((void *)0)
        #endif
        #define YES ((BOOL)1)
        #define NO ((BOOL)0)
        typedef signed char BOOL;
        typedef long NSInteger;
        typedef unsigned long NSUInteger;
        typedef double CGFloat;
        typedef double NSTimeInterval;
        typedef struct { CGFloat x, y; } CGPoint;
        typedef struct { CGFloat width, height; } CGSize;
        typedef struct { CGPoint origin; CGSize size; } CGRect;
        typedef struct { CGFloat a, b, c, d, tx, ty; } CGAffineTransform;
        // Geometry's constants and makers: an unknown one makes clang drop the whole expression around it
        // (`[[UIView alloc] initWithFrame:CGRectZero]`), and the facts with it.
        extern const CGPoint CGPointZero;
        extern const CGSize CGSizeZero;
        extern const CGRect CGRectZero;
        extern const CGAffineTransform CGAffineTransformIdentity;
        CGPoint CGPointMake(CGFloat x, CGFloat y);
        CGSize CGSizeMake(CGFloat width, CGFloat height);
        CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height);
        typedef long dispatch_once_t;
        void dispatch_once(dispatch_once_t *predicate, void (^block)(void));
        @class NSString, NSError;
        @protocol NSObject
        - (BOOL)isEqual:(id)object;
        @end
        @protocol NSCopying
        @end
        @protocol NSCoding
        @end
        __attribute__((objc_root_class))
        @interface NSObject <NSObject>
        + (instancetype)alloc;
        + (instancetype)new;
        - (instancetype)init;
        - (void)dealloc;
        @end
        @interface NSString : NSObject <NSCopying>
        + (instancetype)stringWithFormat:(NSString *)format, ...;
        @end
        @interface NSError : NSObject
        @end
        @interface NSURL : NSObject
        @end
        @interface NSData : NSObject
        @end
        @interface NSDate : NSObject
        @end
        @interface NSNumber : NSObject
        @end
        @interface NSArray<ObjectType> : NSObject
        - (NSArray<ObjectType> *)arrayByAddingObject:(ObjectType)object;
        @end
        @interface NSMutableArray<ObjectType> : NSArray<ObjectType>
        - (void)addObject:(ObjectType)object;
        - (void)removeObject:(ObjectType)object;
        @end
        @interface NSDictionary<KeyType, ObjectType> : NSObject
        @end
        @interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
        - (void)setObject:(ObjectType)object forKey:(KeyType)key;
        @end
        @interface NSSet<ObjectType> : NSObject
        @end
        @interface NSNotification : NSObject
        @end
        @interface NSNotificationCenter : NSObject
        + (NSNotificationCenter *)defaultCenter;
        @end
        @interface NSURLSession : NSObject
        @end
        @interface NSOperationQueue : NSObject
        @end
        """

    static let uiKit = """
        #pragma once
        #import <Foundation/Foundation.h>
        @interface UIResponder : NSObject
        @end
        @protocol UIApplicationDelegate <NSObject>
        @end
        @protocol UIWindowSceneDelegate <NSObject>
        @end
        @interface UIColor : NSObject
        @end
        @interface UIImage : NSObject
        @end
        typedef struct { CGFloat top, left, bottom, right; } UIEdgeInsets;
        extern const UIEdgeInsets UIEdgeInsetsZero;
        UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right);
        @interface UIView : UIResponder
        @property (nonatomic) CGRect frame;
        @property (nonatomic) CGRect bounds;
        @property (nonatomic) CGPoint center;
        @property (nonatomic, readonly) UIView *superview;
        @property (nonatomic, readonly, copy) NSArray<UIView *> *subviews;
        @property (nonatomic, strong) UIColor *backgroundColor;
        @property (nonatomic) CGFloat alpha;
        @property (nonatomic, getter=isHidden) BOOL hidden;
        @property (nonatomic) NSInteger tag;
        - (instancetype)initWithFrame:(CGRect)frame;
        - (void)addSubview:(UIView *)view;
        - (void)removeFromSuperview;
        @end
        @interface UIControl : UIView
        @end
        @interface UILabel : UIView
        @end
        @interface UIButton : UIControl
        @end
        @interface UIImageView : UIView
        @end
        @interface UITableViewCell : UIView
        @end
        @interface UICollectionViewCell : UIView
        @end
        @interface UITableView : UIView
        @end
        @interface UICollectionView : UIView
        @end
        @interface UIFont : NSObject
        @end
        @interface UIPasteboard : NSObject
        + (UIPasteboard *)generalPasteboard;
        @end
        @interface UIScreen : NSObject
        @end
        @interface UIDevice : NSObject
        @end
        @interface UIWindow : UIView
        @property (nonatomic, strong) UIViewController *rootViewController;
        @end
        @interface UIApplication : UIResponder
        + (UIApplication *)sharedApplication;
        @property (nonatomic, strong) UIWindow *keyWindow;
        @end
        @interface UITextField : UIControl
        @end
        @interface UITextView : UIView
        @end
        @interface UISwitch : UIControl
        @end
        @interface UIScrollView : UIView
        @end
        @interface UIStackView : UIView
        @end
        @interface UIBarButtonItem : NSObject
        @end
        @class UINavigationController, UIStoryboard;
        @interface UIViewController : UIResponder
        @property (nonatomic, strong) UIView *view;
        @property (nonatomic, readonly) UIStoryboard *storyboard;
        @property (nonatomic, readonly) UINavigationController *navigationController;
        @property (nonatomic, readonly) UIViewController *presentingViewController;
        @property (nonatomic, readonly) UIViewController *presentedViewController;
        - (void)viewDidLoad;
        - (void)presentViewController:(UIViewController *)viewController animated:(BOOL)animated completion:(void (^)(void))completion;
        - (void)dismissViewControllerAnimated:(BOOL)animated completion:(void (^)(void))completion;
        - (void)showViewController:(UIViewController *)viewController sender:(id)sender;
        - (void)addChildViewController:(UIViewController *)childController;
        @end
        @interface UINavigationController : UIViewController
        @property (nonatomic, copy) NSArray<UIViewController *> *viewControllers;
        @property (nonatomic, readonly) UIViewController *topViewController;
        @property (nonatomic, readonly) UIViewController *visibleViewController;
        - (instancetype)initWithRootViewController:(UIViewController *)rootViewController;
        - (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;
        - (UIViewController *)popViewControllerAnimated:(BOOL)animated;
        @end
        @interface UITableViewController : UIViewController
        @end
        @interface UIStoryboard : NSObject
        + (UIStoryboard *)storyboardWithName:(NSString *)name bundle:(id)bundle;
        - (id)instantiateInitialViewController;
        - (id)instantiateViewControllerWithIdentifier:(NSString *)identifier;
        @end
        @interface UIAlertController : UIViewController
        @end
        @protocol UITableViewDelegate <NSObject>
        @end
        @protocol UITableViewDataSource <NSObject>
        @end
        """

    /// FNV-1a of every stand-in, in hex: a build with other stand-ins extracts other facts, so the
    /// facts cache must not reuse the old ones.
    static let contentHash: String = {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (path, contents) in files {
            for byte in path.utf8 + [0] + contents.utf8 + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }()

    /// The files as (absolute path, contents); `-I /archlint-sdk` finds them.
    static let files: [(path: String, contents: String)] = [
        (root + "/Foundation/Foundation.h", foundation),
        (root + "/UIKit/UIKit.h", uiKit),
        (root + "/CoreGraphics/CoreGraphics.h", "#pragma once\n#import <Foundation/Foundation.h>\n"),
        (root + "/QuartzCore/QuartzCore.h", "#pragma once\n#import <Foundation/Foundation.h>\n"),
    ]
}
