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
        @end
        @interface NSMutableArray<ObjectType> : NSArray<ObjectType>
        - (void)addObject:(ObjectType)object;
        - (void)removeObject:(ObjectType)object;
        @end
        @interface NSDictionary<KeyType, ObjectType> : NSObject
        @end
        @interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
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
        @interface UIView : UIResponder
        - (instancetype)initWithFrame:(CGRect)frame;
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
        @interface UIViewController : UIResponder
        @property (nonatomic, strong) UIView *view;
        - (void)viewDidLoad;
        @end
        @interface UINavigationController : UIViewController
        - (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;
        @end
        @interface UITableViewController : UIViewController
        @end
        @protocol UITableViewDelegate <NSObject>
        @end
        @protocol UITableViewDataSource <NSObject>
        @end
        """

    /// The files as (absolute path, contents); `-I /archlint-sdk` finds them.
    static let files: [(path: String, contents: String)] = [
        (root + "/Foundation/Foundation.h", foundation),
        (root + "/UIKit/UIKit.h", uiKit),
        (root + "/CoreGraphics/CoreGraphics.h", "#pragma once\n#import <Foundation/Foundation.h>\n"),
        (root + "/QuartzCore/QuartzCore.h", "#pragma once\n#import <Foundation/Foundation.h>\n"),
    ]
}
