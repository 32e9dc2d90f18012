// generated from contracts/ (sha256:f92e8d93f5dd78fa8a7cffa5d9842ec47e3a66313aa3efc4a1610605ad914b41), do not edit

/** Devnet `Adapter` from contracts/: full ABI (constructor included) and creation bytecode. */
export const AdapterArtifact = {
  abi: [
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "corkPoolManager",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "whitelistManager",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "bundler3",
          "type": "address"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "constructor"
    },
    {
      "inputs": [],
      "name": "AdapterAddress",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "target",
          "type": "address"
        }
      ],
      "name": "AddressEmptyCode",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "DeadlineExceeded",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "implementation",
          "type": "address"
        }
      ],
      "name": "ERC1967InvalidImplementation",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "ERC1967NonPayable",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "FailedCall",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "balance",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "needed",
          "type": "uint256"
        }
      ],
      "name": "InsufficientBalance",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "InvalidInitialization",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "NotInitializing",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "OwnableInvalidOwner",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "OwnableUnauthorizedAccount",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "ReentrancyGuardReentrantCall",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "token",
          "type": "address"
        }
      ],
      "name": "SafeERC20FailedOperation",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "SlippageExceeded",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "token",
          "type": "address"
        }
      ],
      "name": "TokenTransferFailed",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "UUPSUnauthorizedCallContext",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "bytes32",
          "name": "slot",
          "type": "bytes32"
        }
      ],
      "name": "UUPSUnsupportedProxiableUUID",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "UnauthorizedSender",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "UnexpectedOwner",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "ZeroAddress",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "ZeroAmount",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "ZeroShares",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "BUNDLER3",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "CORK",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "WHITELIST_MANAGER",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "token",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "erc20Transfer",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "token",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "erc20TransferFrom",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "token",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "permit2TransferFrom",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "MarketId",
              "name": "poolId",
              "type": "bytes32"
            },
            {
              "internalType": "uint256",
              "name": "collateralAssetsIn",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "receiver",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "minCptAndCstSharesOut",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct SafeDepositParams",
          "name": "p",
          "type": "tuple"
        }
      ],
      "name": "safeDeposit",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "MarketId",
              "name": "poolId",
              "type": "bytes32"
            },
            {
              "internalType": "uint256",
              "name": "cstSharesIn",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "receiver",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "minCollateralAssetsOut",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "maxReferenceAssetsIn",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct SafeExerciseParams",
          "name": "p",
          "type": "tuple"
        }
      ],
      "name": "safeExercise",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "MarketId",
              "name": "poolId",
              "type": "bytes32"
            },
            {
              "internalType": "uint256",
              "name": "referenceAssetsIn",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "receiver",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "minCollateralAssetsOut",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "maxCstSharesIn",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct SafeExerciseOtherParams",
          "name": "p",
          "type": "tuple"
        }
      ],
      "name": "safeExerciseOther",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "MarketId",
              "name": "poolId",
              "type": "bytes32"
            },
            {
              "internalType": "uint256",
              "name": "cptAndCstSharesOut",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "receiver",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "maxCollateralAssetsIn",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct SafeMintParams",
          "name": "p",
          "type": "tuple"
        }
      ],
      "name": "safeMint",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "MarketId",
              "name": "poolId",
              "type": "bytes32"
            },
            {
              "internalType": "uint256",
              "name": "cptSharesIn",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "owner",
              "type": "address"
            },
            {
              "internalType": "address",
              "name": "receiver",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "minReferenceAssetsOut",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "minCollateralAssetsOut",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct SafeRedeemParams",
          "name": "p",
          "type": "tuple"
        }
      ],
      "name": "safeRedeem",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "MarketId",
              "name": "poolId",
              "type": "bytes32"
            },
            {
              "internalType": "uint256",
              "name": "collateralAssetsOut",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "receiver",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "maxCstSharesIn",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "maxReferenceAssetsIn",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct SafeSwapParams",
          "name": "p",
          "type": "tuple"
        }
      ],
      "name": "safeSwap",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "MarketId",
              "name": "poolId",
              "type": "bytes32"
            },
            {
              "internalType": "uint256",
              "name": "collateralAssetsOut",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "owner",
              "type": "address"
            },
            {
              "internalType": "address",
              "name": "receiver",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "maxCptAndCstSharesIn",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct SafeUnwindDepositParams",
          "name": "p",
          "type": "tuple"
        }
      ],
      "name": "safeUnwindDeposit",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "MarketId",
              "name": "poolId",
              "type": "bytes32"
            },
            {
              "internalType": "uint256",
              "name": "cstSharesOut",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "receiver",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "minReferenceAssetsOut",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "maxCollateralAssetsIn",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct SafeUnwindExerciseParams",
          "name": "p",
          "type": "tuple"
        }
      ],
      "name": "safeUnwindExercise",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "MarketId",
              "name": "poolId",
              "type": "bytes32"
            },
            {
              "internalType": "uint256",
              "name": "referenceAssetsOut",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "receiver",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "minCstSharesOut",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "maxCollateralAssetsIn",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct SafeUnwindExerciseOtherParams",
          "name": "p",
          "type": "tuple"
        }
      ],
      "name": "safeUnwindExerciseOther",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "MarketId",
              "name": "poolId",
              "type": "bytes32"
            },
            {
              "internalType": "uint256",
              "name": "cptAndCstSharesIn",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "owner",
              "type": "address"
            },
            {
              "internalType": "address",
              "name": "receiver",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "minCollateralAssetsOut",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct SafeUnwindMintParams",
          "name": "p",
          "type": "tuple"
        }
      ],
      "name": "safeUnwindMint",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "MarketId",
              "name": "poolId",
              "type": "bytes32"
            },
            {
              "internalType": "uint256",
              "name": "collateralAssetsIn",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "receiver",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "minReferenceAssetsOut",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "minCstSharesOut",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct SafeUnwindSwapParams",
          "name": "p",
          "type": "tuple"
        }
      ],
      "name": "safeUnwindSwap",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "MarketId",
              "name": "poolId",
              "type": "bytes32"
            },
            {
              "internalType": "uint256",
              "name": "collateralAssetsOut",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "owner",
              "type": "address"
            },
            {
              "internalType": "address",
              "name": "receiver",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "maxCptSharesIn",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct SafeWithdrawParams",
          "name": "p",
          "type": "tuple"
        }
      ],
      "name": "safeWithdraw",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "MarketId",
              "name": "poolId",
              "type": "bytes32"
            },
            {
              "internalType": "uint256",
              "name": "referenceAssetsOut",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "owner",
              "type": "address"
            },
            {
              "internalType": "address",
              "name": "receiver",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "maxCptSharesIn",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct SafeWithdrawOtherParams",
          "name": "p",
          "type": "tuple"
        }
      ],
      "name": "safeWithdrawOther",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    }
  ],
  bytecode: "0x60e060405234801561000f575f5ffd5b5060405161311038038061311083398101604081905261002e916100b3565b6001600160a01b038316158061004b57506001600160a01b038216155b8061005d57506001600160a01b038116155b1561007b5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0392831660805290821660a0521660c0526100f3565b80516001600160a01b03811681146100ae575f5ffd5b919050565b5f5f5f606084860312156100c5575f5ffd5b6100ce84610098565b92506100dc60208501610098565b91506100ea60408501610098565b90509250925092565b60805160a05160c051612efe6102125f395f818161020201528181610b8e01528181610ff70152818161105f01528181611bc101528181611c29015281816121d5015261220901525f81816102c101526122b701525f818161014d015281816103400152818161043701528181610623015281816107470152818161081d0152818161098701528181610a7a01528181610caf01528181610d9601528181610ef9015281816111e3015281816112b7015281816114580152818161163b01528181611752015281816118280152818161198201528181611a8001528181611d2501528181611e1201528181611f2f0152818161203301528181612357015281816123e2015281816126e90152818161271801526129200152612efe5ff3fe608060405234801561000f575f5ffd5b506004361061011c575f3560e01c8063a317e4b5116100a9578063d5f2e59e1161006e578063d5f2e59e14610270578063d96ca0b914610283578063e142230714610296578063f87b0606146102a9578063fa036272146102bc575f5ffd5b8063a317e4b5146101fd578063a341fa2214610224578063a5a554cb14610237578063d26b96c71461024a578063d47076d01461025d575f5ffd5b80632e010d8a116100ef5780632e010d8a1461019e5780633790767d146101b1578063390c92c5146101c457806341881406146101d7578063827fcfcc146101ea575f5ffd5b80631cb8d831146101205780631db56b1d146101355780631f819efc1461014857806326ee25c81461018b575b5f5ffd5b61013361012e366004612c20565b6102e3565b005b610133610143366004612c3a565b61055a565b61016f7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200160405180910390f35b610133610199366004612c20565b61070c565b6101336101ac366004612c20565b61094c565b6101336101bf366004612c67565b610b83565b6101336101d2366004612c20565b610c61565b6101336101e5366004612cb5565b610e80565b6101336101f8366004612c67565b610fec565b61016f7f000000000000000000000000000000000000000000000000000000000000000081565b610133610232366004612cb5565b6111a8565b610133610245366004612c20565b6113d2565b610133610258366004612c20565b611544565b61013361026b366004612c20565b611717565b61013361027e366004612c20565b611945565b610133610291366004612c67565b611bb6565b6101336102a4366004612c20565b611cea565b6101336102b7366004612c20565b611ee1565b61016f7f000000000000000000000000000000000000000000000000000000000000000081565b5f61030382356102f96080850160608601612ccf565b8460a00135612151565b905061031e816103196060850160408601612ccf565b612482565b604051631d067be360e11b815282356004820152602083013560248201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690633a0cf7c690604401606060405180830381865afa15801561038d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103b19190612cf1565b5050905082608001358111156103da57604051638199f5f360e01b815260040160405180910390fd5b61040482604001516103fe848660400160208101906103f99190612ccf565b6124e0565b83612521565b5f61040f833061253d565b90505f61042b846104266080880160608901612ccf565b61253d565b90506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663bbb64869863560208801353061047460808b0160608c01612ccf565b6040518563ffffffff1660e01b81526004016104939493929190612d1c565b6060604051808303815f875af11580156104af573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104d39190612cf1565b50505084608001356104e585846125b4565b60400151111561050857604051638199f5f360e01b815260040160405180910390fd5b6020850135610527856105216080890160608a01612ccf565b8461264a565b60200151101561054a57604051638199f5f360e01b815260040160405180910390fd5b610553846126e1565b5050505050565b5f61057a82356105706080850160608601612ccf565b8460c00135612151565b9050610590816103196060850160408601612ccf565b6020820135600181016105e3576105c182604001516105bc848660400160208101906103f99190612ccf565b6127b3565b9050805f036105e357604051639811e0c760e01b815260040160405180910390fd5b61060282604001516103fe848660400160208101906103f99190612ccf565b5f610617836104266080870160608801612ccf565b90506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663d860ec758535843061065c60808a0160608b01612ccf565b6040518563ffffffff1660e01b815260040161067b9493929190612d1c565b60408051808303815f875af1158015610696573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106ba9190612d43565b505f90506106d2846105216080880160608901612ccf565b90508460800135816020015110806106ee5750805160a0860135115b1561054a57604051638199f5f360e01b815260040160405180910390fd5b5f61072282356102f96060850160408601612ccf565b604051630a4bfb8d60e21b815283356004820152602084013560248201529091505f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063292fee3490604401606060405180830381865afa158015610794573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107b89190612cf1565b5050905082608001358111156107e157604051638199f5f360e01b815260040160405180910390fd5b6107ef82835f01518361290c565b5f6107fa833061253d565b90505f610811846104266060880160408901612ccf565b90506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663afb4d7988635602088013561085960608a0160408b01612ccf565b6040518463ffffffff1660e01b815260040161087793929190612d65565b6060604051808303815f875af1158015610893573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108b79190612cf1565b50505084608001356108c985846125b4565b5111156108e957604051638199f5f360e01b815260040160405180910390fd5b5f6108fe856105216060890160408a01612ccf565b905085602001358160600151108061091d575085606001358160200151105b1561093b57604051638199f5f360e01b815260040160405180910390fd5b610944856126e1565b505050505050565b5f61096282356102f96060850160408601612ccf565b604051632d856cb560e21b815283356004820152602084013560248201529091505f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063b615b2d490604401606060405180830381865afa1580156109d4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109f89190612cf1565b509150508260800135811115610a2157604051638199f5f360e01b815260040160405180910390fd5b610a3d8260600151610a3384306124e0565b8560200135612521565b610a4c8283602001518361290c565b5f610a57833061253d565b90505f610a6e846104266060880160408901612ccf565b90506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016631766b8ac86356020880135610ab660608a0160408b01612ccf565b6040518463ffffffff1660e01b8152600401610ad493929190612d65565b6060604051808303815f875af1158015610af0573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b149190612cf1565b5050508460800135610b2685846125b4565b602001511115610b4957604051638199f5f360e01b815260040160405180910390fd5b60608501803590610b639086906105219060408a01612ccf565b51101561054a57604051638199f5f360e01b815260040160405180910390fd5b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610bcc57604051630101292160e31b815260040160405180910390fd5b6001600160a01b038216610bf35760405163d92e233d60e01b815260040160405180910390fd5b306001600160a01b03831603610c1c5760405163de8b590960e01b815260040160405180910390fd5b5f198103610c3157610c2e8330612945565b90505b805f03610c5157604051631f2a200560e01b815260040160405180910390fd5b610c5c8383836129b0565b505050565b5f610c7782356102f96080850160608601612ccf565b9050610c8d816103196060850160408601612ccf565b6040516303dce0ff60e21b815282356004820152602083013560248201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690630f7383fc90604401606060405180830381865afa158015610cfc573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610d209190612cf1565b505090508260800135811115610d4957604051638199f5f360e01b815260040160405180910390fd5b610d6882604001516103fe848660400160208101906103f99190612ccf565b5f610d73833061253d565b90505f610d8a846104266080880160608901612ccf565b90506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663cf1e6ba58635602088013530610dd360808b0160608c01612ccf565b6040518563ffffffff1660e01b8152600401610df29493929190612d1c565b6060604051808303815f875af1158015610e0e573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e329190612cf1565b5050508460800135610e4485846125b4565b604001511115610e6757604051638199f5f360e01b815260040160405180910390fd5b6020850135610b63856105216080890160608a01612ccf565b5f610ea08235610e966060850160408601612ccf565b8460800135612151565b905081602001355f03610ec657604051631f2a200560e01b815260040160405180910390fd5b610ed881825f0151846020013561290c565b5f610eed826104266060860160408701612ccf565b90506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016636ebf181b84356020860135610f356060880160408901612ccf565b6040518463ffffffff1660e01b8152600401610f5393929190612d65565b6020604051808303815f875af1158015610f6f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f939190612d84565b505f610fa9836105216060870160408801612ccf565b9050836060013581604001511080610fc8575083606001358160600151105b15610fe657604051638199f5f360e01b815260040160405180910390fd5b50505050565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461103557604051630101292160e31b815260040160405180910390fd5b6001600160a01b03821661105c5760405163d92e233d60e01b815260040160405180910390fd5b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635c39fcc16040518163ffffffff1660e01b8152600401602060405180830381865afa1580156110b9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906110dd9190612dab565b90505f1982036110f4576110f18482612945565b91505b815f0361111457604051631f2a200560e01b815260040160405180910390fd5b6001600160a01b03821115611127575f5ffd5b604051631b63c28b60e11b81526001600160a01b03808316600483015280851660248301528084166044830152851660648201526e22d473030f116ddee9f6b43ac78ba3906336c78516906084015f604051808303815f87803b15801561118c575f5ffd5b505af115801561119e573d5f5f3e3d5ffd5b5050505050505050565b5f6111be8235610e966060850160408601612ccf565b60405163af69dc4560e01b815283356004820152602084013560248201529091505f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063af69dc4590604401602060405180830381865afa158015611230573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906112549190612d84565b9050826060013581111561127b57604051638199f5f360e01b815260040160405180910390fd5b61128982835f01518361290c565b5f611294833061253d565b90505f6112ab846104266060880160408901612ccf565b90506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663ead905bb863560208801356112f360608a0160408b01612ccf565b6040518463ffffffff1660e01b815260040161131193929190612d65565b6020604051808303815f875af115801561132d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113519190612d84565b505f611367856105216060890160408a01612ccf565b9050856060013561137886856125b4565b51111561139857604051638199f5f360e01b815260040160405180910390fd5b85602001358160400151108061091d575085602001358160600151101561093b57604051638199f5f360e01b815260040160405180910390fd5b5f6113e882356102f96060850160408601612ccf565b9050602082013560018101611429578151611407906105bc84306124e0565b9050805f0361142957604051639811e0c760e01b815260040160405180910390fd5b61143782835f01518361290c565b5f61144c836104266060870160408801612ccf565b90506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663edc0f5d88535846114906060890160408a01612ccf565b6040518463ffffffff1660e01b81526004016114ae93929190612d65565b6060604051808303815f875af11580156114ca573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906114ee9190612cf1565b505f91506115089050846105216060880160408901612ccf565b90508460600135816020015110806106ee575084608001358160600151101561054a57604051638199f5f360e01b815260040160405180910390fd5b5f61155a82356102f96080850160608601612ccf565b9050611570816103196060850160408601612ccf565b6020820135600181016115dc575f611592836103f96060870160408801612ccf565b90506115b86115a58460400151836127b3565b6115b38560600151846127b3565b612a0d565b9150815f036115da57604051639811e0c760e01b815260040160405180910390fd5b505b6115fb82604001516103fe848660400160208101906103f99190612ccf565b61161a82606001516103fe848660400160208101906103f99190612ccf565b5f61162f836104266080870160608801612ccf565b90506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016631cba2eb88535843061167460808a0160608b01612ccf565b6040518563ffffffff1660e01b81526004016116939493929190612d1c565b6020604051808303815f875af11580156116af573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116d39190612d84565b50608084018035906116ee9085906105219060608901612ccf565b51101561170e57604051638199f5f360e01b815260040160405180910390fd5b610fe6836126e1565b5f61172d82356102f96060850160408601612ccf565b604051633871cfb960e01b815283356004820152602084013560248201529091505f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690633871cfb990604401606060405180830381865afa15801561179f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906117c39190612cf1565b5050905082608001358111156117ec57604051638199f5f360e01b815260040160405180910390fd5b6117fa82835f01518361290c565b5f611805833061253d565b90505f61181c846104266060880160408901612ccf565b90506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000166345522f5f8635602088013561186460608a0160408b01612ccf565b6040518463ffffffff1660e01b815260040161188293929190612d65565b6060604051808303815f875af115801561189e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906118c29190612cf1565b50505084608001356118d485846125b4565b5111156118f457604051638199f5f360e01b815260040160405180910390fd5b5f611909856105216060890160408a01612ccf565b905085602001358160200151108061091d575085606001358160600151101561093b57604051638199f5f360e01b815260040160405180910390fd5b5f61195b82356102f96060850160408601612ccf565b6040516308215c1d60e31b815283356004820152602084013560248201529091505f9081907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063410ae0e890604401606060405180830381865afa1580156119cf573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906119f39190612cf1565b50915091508360600135821180611a0d5750836080013581115b15611a2b57604051638199f5f360e01b815260040160405180910390fd5b611a438360600151611a3d85306124e0565b84612521565b611a528384602001518361290c565b5f611a5d843061253d565b90505f611a74856104266060890160408a01612ccf565b90506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663bcec482d87356020890135611abc60608b0160408c01612ccf565b6040518463ffffffff1660e01b8152600401611ada93929190612d65565b6060604051808303815f875af1158015611af6573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611b1a9190612cf1565b5050505f611b2886846125b4565b9050866060013581606001511180611b47575086608001358160200151115b15611b6557604051638199f5f360e01b815260040160405180910390fd5b6020870135611b8487611b7e60608b0160408c01612ccf565b8561264a565b511015611ba457604051638199f5f360e01b815260040160405180910390fd5b611bad866126e1565b50505050505050565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614611bff57604051630101292160e31b815260040160405180910390fd5b6001600160a01b038216611c265760405163d92e233d60e01b815260040160405180910390fd5b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635c39fcc16040518163ffffffff1660e01b8152600401602060405180830381865afa158015611c83573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611ca79190612dab565b90505f198203611cbe57611cbb8482612945565b91505b815f03611cde57604051631f2a200560e01b815260040160405180910390fd5b610fe684828585612a22565b5f611d0082356102f96060850160408601612ccf565b6040516305f7a5f960e21b815283356004820152602084013560248201529091505f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906317de97e490604401606060405180830381865afa158015611d72573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611d969190612cf1565b509150508260800135811115611dbf57604051638199f5f360e01b815260040160405180910390fd5b611dd182606001516103fe84306124e0565b611de4828360200151856020013561290c565b5f611def833061253d565b90505f611e06846104266060880160408901612ccf565b90506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016634d64a89286356020880135611e4e60608a0160408b01612ccf565b6040518463ffffffff1660e01b8152600401611e6c93929190612d65565b6060604051808303815f875af1158015611e88573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611eac9190612cf1565b5050508460800135611ebe85846125b4565b606001511115610b4957604051638199f5f360e01b815260040160405180910390fd5b5f611ef782356102f96080850160608601612ccf565b9050611f0d816103196060850160408601612ccf565b604051630597e8a960e21b815282356004820152602083013560248201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063165fa2a490604401602060405180830381865afa158015611f7c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611fa09190612d84565b90508260800135811115611fc757604051638199f5f360e01b815260040160405180910390fd5b611fe682604001516103fe848660400160208101906103f99190612ccf565b61200582606001516103fe848660400160208101906103f99190612ccf565b5f612010833061253d565b90505f612027846104266080880160608901612ccf565b90506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663fa280c22863560208801353061207060808b0160608c01612ccf565b6040518563ffffffff1660e01b815260040161208f9493929190612d1c565b6020604051808303815f875af11580156120ab573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906120cf9190612d84565b505f6120db85846125b4565b90508560800135816040015111806120fa575085608001358160600151115b1561211857604051638199f5f360e01b815260040160405180910390fd5b602086013561213186611b7e60808a0160608b01612ccf565b51101561093b57604051638199f5f360e01b815260040160405180910390fd5b6040805160c0810182525f80825260208201819052918101829052606081018290526080810182905260a0810191909152814211156121a35760405163559895a360e01b815260040160405180910390fd5b6001600160a01b0383166121ca5760405163d92e233d60e01b815260040160405180910390fd5b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161460a082018190526122075733612287565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635c39fcc16040518163ffffffff1660e01b8152600401602060405180830381865afa158015612263573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906122879190612dab565b6001600160a01b039081166080830181905260405163f409981160e01b81526004810187905260248101919091527f00000000000000000000000000000000000000000000000000000000000000009091169063f409981190604401602060405180830381865afa1580156122fe573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906123229190612dc6565b61233f57604051630101292160e31b815260040160405180910390fd5b604051632e3071cd60e11b8152600481018590525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690635c60e39a9060240161010060405180830381865afa1580156123a5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906123c99190612de5565b60405163de963ff160e01b8152600481018790529091507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063de963ff1906024016040805180830381865afa15801561242e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906124529190612e91565b6001600160a01b039081166060850152908116604084015281518116835260209182015116908201529392505050565b81608001516001600160a01b0316816001600160a01b0316141580156124be57508160a0015180156124bc57506001600160a01b03811630145b155b156124dc57604051631a8b39b560e31b815260040160405180910390fd5b5050565b5f8260a001518015612508575082608001516001600160a01b0316826001600160a01b031614155b612516578260800151612518565b305b90505b92915050565b6001600160a01b0382163014610c5c57610c5c83833084612a22565b61256460405180608001604052805f81526020015f81526020015f81526020015f81525090565b82516125709083612945565b815260208301516125819083612945565b602082015260408301516125959083612945565b604082015260608301516125a99083612945565b606082015292915050565b6125db60405180608001604052805f81526020015f81526020015f81526020015f81525090565b5f6125e6843061253d565b835181519192506125f691612a81565b82526020808401519082015161260c9190612a81565b6020830152604080840151908201516126259190612a81565b60408301526060808401519082015161263e9190612a81565b60608301525092915050565b61267160405180608001604052805f81526020015f81526020015f81526020015f81525090565b5f61267c858561253d565b8051845191925061268c91612a81565b8252602080820151908401516126a29190612a81565b6020830152604080820151908401516126bb9190612a81565b6040830152606080820151908401516126d49190612a81565b6060830152509392505050565b805161270e907f00000000000000000000000000000000000000000000000000000000000000005f612a99565b61273d81602001517f00000000000000000000000000000000000000000000000000000000000000005f612a99565b8060a001511561274a5750565b8051608082015161276591906127608230612945565b6129b0565b6020810151608082015161277e91906127608230612945565b6040810151608082015161279791906127608230612945565b606081015160808201516127b091906127608230612945565b50565b5f306001600160a01b03831603612831576040516370a0823160e01b81523060048201526001600160a01b038416906370a0823190602401602060405180830381865afa158015612806573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061282a9190612d84565b905061251b565b6040516370a0823160e01b81526001600160a01b03838116600483015261251891908516906370a0823190602401602060405180830381865afa15801561287a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061289e9190612d84565b604051636eb1769f60e11b81526001600160a01b03858116600483015230602483015286169063dd62ed3e90604401602060405180830381865afa1580156128e8573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906115b39190612d84565b61291a826103fe85306124e0565b610c5c827f000000000000000000000000000000000000000000000000000000000000000083612a99565b6040516370a0823160e01b81526001600160a01b0382811660048301525f91908416906370a0823190602401602060405180830381865afa15801561298c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906125189190612d84565b805f036129bc57505050565b6040516001600160a01b038316602482015260448101829052610c5c90849060640160408051601f198184030181529190526020810180516001600160e01b031663a9059cbb60e01b179052612ae6565b5f818310612a1b5781612518565b5090919050565b8015610fe6576040516001600160a01b0380851660248301528316604482015260648101829052610fe690859060840160408051601f198184030181529190526020810180516001600160e01b03166323b872dd60e01b179052612ae6565b5f818311612a8f575f612518565b6125188284612ec9565b6040516001600160a01b038316602482015260448101829052610c5c90849060640160408051601f198184030181529190526020810180516001600160e01b031663095ea7b360e01b1790525b5f5f836001600160a01b031683604051612b009190612ee8565b5f604051808303815f865af19150503d805f8114612b39576040519150601f19603f3d011682016040523d82523d5f602084013e612b3e565b606091505b509150915081612b8057805115612b5757805160208201fd5b604051632b596cb760e01b81526001600160a01b03851660048201526024015b60405180910390fd5b5f8151118015612ba1575080806020019051810190612b9f9190612dc6565b155b15612bca57604051632b596cb760e01b81526001600160a01b0385166004820152602401612b77565b8051158015612be157506001600160a01b0384163b155b15610fe657604051632b596cb760e01b81526001600160a01b0385166004820152602401612b77565b5f60c08284031215612c1a575f5ffd5b50919050565b5f60c08284031215612c30575f5ffd5b6125188383612c0a565b5f60e0828403128015612c4b575f5ffd5b509092915050565b6001600160a01b03811681146127b0575f5ffd5b5f5f5f60608486031215612c79575f5ffd5b8335612c8481612c53565b92506020840135612c9481612c53565b929592945050506040919091013590565b5f60a08284031215612c1a575f5ffd5b5f60a08284031215612cc5575f5ffd5b6125188383612ca5565b5f60208284031215612cdf575f5ffd5b8135612cea81612c53565b9392505050565b5f5f5f60608486031215612d03575f5ffd5b5050815160208301516040909301519094929350919050565b93845260208401929092526001600160a01b03908116604084015216606082015260800190565b5f5f60408385031215612d54575f5ffd5b505080516020909101519092909150565b92835260208301919091526001600160a01b0316604082015260600190565b5f60208284031215612d94575f5ffd5b5051919050565b8051612da681612c53565b919050565b5f60208284031215612dbb575f5ffd5b8151612cea81612c53565b5f60208284031215612dd6575f5ffd5b81518015158114612cea575f5ffd5b5f610100828403128015612df7575f5ffd5b50604051610100810167ffffffffffffffff81118282101715612e2857634e487b7160e01b5f52604160045260245ffd5b604052612e3483612d9b565b8152612e4260208401612d9b565b602082015260408381015190820152606080840151908201526080808401519082015260a0808401519082015260c08084015190820152612e8560e08401612d9b565b60e08201529392505050565b5f5f60408385031215612ea2575f5ffd5b8251612ead81612c53565b6020840151909250612ebe81612c53565b809150509250929050565b8181038181111561251b57634e487b7160e01b5f52601160045260245ffd5b5f82518060208501845e5f92019182525091905056",
} as const;

/** Devnet `Bundler3` from contracts/: full ABI (constructor included) and creation bytecode. */
export const Bundler3Artifact = {
  abi: [
    {
      "inputs": [],
      "name": "AlreadyInitiated",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "EmptyBundle",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "IncorrectReenterHash",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "MissingExpectedReenter",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "initiator",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "address",
              "name": "to",
              "type": "address"
            },
            {
              "internalType": "bytes",
              "name": "data",
              "type": "bytes"
            },
            {
              "internalType": "uint256",
              "name": "value",
              "type": "uint256"
            },
            {
              "internalType": "bool",
              "name": "skipRevert",
              "type": "bool"
            },
            {
              "internalType": "bytes32",
              "name": "callbackHash",
              "type": "bytes32"
            }
          ],
          "internalType": "struct Call[]",
          "name": "bundle",
          "type": "tuple[]"
        }
      ],
      "name": "multicall",
      "outputs": [],
      "stateMutability": "payable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "address",
              "name": "to",
              "type": "address"
            },
            {
              "internalType": "bytes",
              "name": "data",
              "type": "bytes"
            },
            {
              "internalType": "uint256",
              "name": "value",
              "type": "uint256"
            },
            {
              "internalType": "bool",
              "name": "skipRevert",
              "type": "bool"
            },
            {
              "internalType": "bytes32",
              "name": "callbackHash",
              "type": "bytes32"
            }
          ],
          "internalType": "struct Call[]",
          "name": "bundle",
          "type": "tuple[]"
        }
      ],
      "name": "reenter",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "reenterHash",
      "outputs": [
        {
          "internalType": "bytes32",
          "name": "",
          "type": "bytes32"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    }
  ],
  bytecode: "0x6080604052348015600e575f5ffd5b506104e18061001c5f395ff3fe60806040526004361061003e575f3560e01c8063374f435d146100425780635c39fcc114610057578063803a7fba14610091578063e69fe134146100b0575b5f5ffd5b610055610050366004610372565b6100d3565b005b348015610062575f5ffd5b506100746001600160a01b035f5c1681565b6040516001600160a01b0390911681526020015b60405180910390f35b34801561009c575f5ffd5b506100556100ab366004610372565b61014e565b3480156100bb575f5ffd5b506100c560015c81565b604051908152602001610088565b5f5c6001600160a01b0316156100fc57604051631b6c056760e11b815260040160405180910390fd5b5f81900361011d57604051631563113f60e21b815260040160405180910390fd5b335f805c6001600160a01b0319168217905d5061013a8282610209565b5f6001600160a01b0319815c16815d505050565b3361015c366004815f6103e3565b60405161016a92919061040a565b60405190819003812061019d929160200160609290921b6bffffffffffffffffffffffff19168252601482015260340190565b6040516020818303038152906040528051906020012060015c146101d457604051630d306c2b60e11b815260040160405180910390fd5b5f8190036101f557604051631563113f60e21b815260040160405180910390fd5b6101ff8282610209565b5f8060015d505050565b5f5b8181101561036d573683838381811061022657610226610419565b9050602002810190610238919061042d565b905060808101351561029657610251602082018261044b565b60405160609190911b6bffffffffffffffffffffffff191660208201526080820135603482015260540160405160208183030381529060405280519060200120610298565b5f5b8060015d505f806102ac602084018461044b565b6001600160a01b031660408401356102c76020860186610478565b6040516102d592919061040a565b5f6040518083038185875af1925050503d805f811461030f576040519150601f19603f3d011682016040523d82523d5f602084013e610314565b606091505b509150915081158015610334575061033260808401606085016104c2565b155b1561034157805160208201fd5b60015c1561036257604051637177528b60e11b815260040160405180910390fd5b50505060010161020b565b505050565b5f5f60208385031215610383575f5ffd5b823567ffffffffffffffff811115610399575f5ffd5b8301601f810185136103a9575f5ffd5b803567ffffffffffffffff8111156103bf575f5ffd5b8560208260051b84010111156103d3575f5ffd5b6020919091019590945092505050565b5f5f858511156103f1575f5ffd5b838611156103fd575f5ffd5b5050820193919092039150565b818382375f9101908152919050565b634e487b7160e01b5f52603260045260245ffd5b5f8235609e19833603018112610441575f5ffd5b9190910192915050565b5f6020828403121561045b575f5ffd5b81356001600160a01b0381168114610471575f5ffd5b9392505050565b5f5f8335601e1984360301811261048d575f5ffd5b83018035915067ffffffffffffffff8211156104a7575f5ffd5b6020019150368190038213156104bb575f5ffd5b9250929050565b5f602082840312156104d2575f5ffd5b81358015158114610471575f5ffd",
} as const;

/** Devnet `MockERC20` from contracts/: full ABI (constructor included) and creation bytecode. */
export const MockERC20Artifact = {
  abi: [
    {
      "inputs": [
        {
          "internalType": "string",
          "name": "name_",
          "type": "string"
        },
        {
          "internalType": "string",
          "name": "symbol_",
          "type": "string"
        },
        {
          "internalType": "uint8",
          "name": "decimals_",
          "type": "uint8"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "constructor"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "spender",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "allowance",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "needed",
          "type": "uint256"
        }
      ],
      "name": "ERC20InsufficientAllowance",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "sender",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "balance",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "needed",
          "type": "uint256"
        }
      ],
      "name": "ERC20InsufficientBalance",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "ERC20InvalidReceiver",
      "type": "error"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "spender",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "Approval",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "from",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "Transfer",
      "type": "event"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "name": "allowance",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "spender",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "approve",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "name": "balanceOf",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "decimals",
      "outputs": [
        {
          "internalType": "uint8",
          "name": "",
          "type": "uint8"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "mint",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "name",
      "outputs": [
        {
          "internalType": "string",
          "name": "",
          "type": "string"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint8",
          "name": "decimals_",
          "type": "uint8"
        }
      ],
      "name": "setDecimals",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "symbol",
      "outputs": [
        {
          "internalType": "string",
          "name": "",
          "type": "string"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "totalSupply",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "transfer",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "from",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "transferFrom",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    }
  ],
  bytecode: "0x608060405234801561000f575f5ffd5b506040516109c73803806109c783398101604081905261002e91610100565b5f610039848261020c565b506001610046838261020c565b506002805460ff191660ff92909216919091179055506102ca9050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f830112610086575f5ffd5b81516001600160401b0381111561009f5761009f610063565b604051601f8201601f19908116603f011681016001600160401b03811182821017156100cd576100cd610063565b6040528181528382016020018510156100e4575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f5f60608486031215610112575f5ffd5b83516001600160401b03811115610127575f5ffd5b61013386828701610077565b602086015190945090506001600160401b03811115610150575f5ffd5b61015c86828701610077565b925050604084015160ff81168114610172575f5ffd5b809150509250925092565b600181811c9082168061019157607f821691505b6020821081036101af57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f821115610207578282111561020757805f5260205f20601f840160051c60208510156101e057505f5b90810190601f840160051c035f5b81811015610203575f838201556001016101ee565b5050505b505050565b81516001600160401b0381111561022557610225610063565b61023981610233845461017d565b846101b5565b6020601f82116001811461026b575f83156102545750848201515b5f19600385901b1c1916600184901b1784556102c3565b5f84815260208120601f198516915b8281101561029a578785015182556020948501946001909201910161027a565b50848210156102b757868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b6106f0806102d75f395ff3fe608060405234801561000f575f5ffd5b50600436106100a6575f3560e01c806340c10f191161006e57806340c10f191461013457806370a08231146101495780637a1395aa1461016857806395d89b411461018c578063a9059cbb14610194578063dd62ed3e146101a7575f5ffd5b806306fdde03146100aa578063095ea7b3146100c857806318160ddd146100eb57806323b872dd14610102578063313ce56714610115575b5f5ffd5b6100b26101d1565b6040516100bf919061055b565b60405180910390f35b6100db6100d63660046105ab565b61025c565b60405190151581526020016100bf565b6100f460035481565b6040519081526020016100bf565b6100db6101103660046105d3565b6102c8565b6002546101229060ff1681565b60405160ff90911681526020016100bf565b6101476101423660046105ab565b61036d565b005b6100f461015736600461060d565b60046020525f908152604090205481565b61014761017636600461062d565b6002805460ff191660ff92909216919091179055565b6100b2610425565b6100db6101a23660046105ab565b610432565b6100f46101b536600461064d565b600560209081525f928352604080842090915290825290205481565b5f80546101dd9061067e565b80601f01602080910402602001604051908101604052809291908181526020018280546102099061067e565b80156102545780601f1061022b57610100808354040283529160200191610254565b820191905f5260205f20905b81548152906001019060200180831161023757829003601f168201915b505050505081565b335f8181526005602090815260408083206001600160a01b038716808552925280832085905551919290917f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925906102b69086815260200190565b60405180910390a35060015b92915050565b6001600160a01b0383165f9081526005602090815260408083203384529091528120545f198114610357578281101561032957604051637dc7a0d960e11b815233600482015260248101829052604481018490526064015b60405180910390fd5b61033383826106ca565b6001600160a01b0386165f9081526005602090815260408083203384529091529020555b610362858585610447565b506001949350505050565b6001600160a01b03821661039f5760405163ec442f0560e01b81526001600160a01b0383166004820152602401610320565b8060035f8282546103b091906106dd565b90915550506001600160a01b0382165f90815260046020526040812080548392906103dc9084906106dd565b90915550506040518181526001600160a01b038316905f907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef9060200160405180910390a35050565b600180546101dd9061067e565b5f61043e338484610447565b50600192915050565b6001600160a01b0382166104795760405163ec442f0560e01b81526001600160a01b0383166004820152602401610320565b6001600160a01b0383165f90815260046020526040902054818110156104cb5760405163391434e360e21b81526001600160a01b03851660048201526024810182905260448101839052606401610320565b6001600160a01b038085165f908152600460205260408082208585039055918516815290812080548492906105019084906106dd565b92505081905550826001600160a01b0316846001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8460405161054d91815260200190565b60405180910390a350505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b03811681146105a6575f5ffd5b919050565b5f5f604083850312156105bc575f5ffd5b6105c583610590565b946020939093013593505050565b5f5f5f606084860312156105e5575f5ffd5b6105ee84610590565b92506105fc60208501610590565b929592945050506040919091013590565b5f6020828403121561061d575f5ffd5b61062682610590565b9392505050565b5f6020828403121561063d575f5ffd5b813560ff81168114610626575f5ffd5b5f5f6040838503121561065e575f5ffd5b61066783610590565b915061067560208401610590565b90509250929050565b600181811c9082168061069257607f821691505b6020821081036106b057634e487b7160e01b5f52602260045260245ffd5b50919050565b634e487b7160e01b5f52601160045260245ffd5b818103818111156102c2576102c26106b6565b808201808211156102c2576102c26106b656",
} as const;

/** Devnet `OrderProtocol` from contracts/: full ABI (constructor included) and creation bytecode. */
export const OrderProtocolArtifact = {
  abi: [
    {
      "inputs": [],
      "name": "BadSignature",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "BitInvalidatedOrder",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "InvalidMsgValue",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "InvalidatedOrder",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "MakingAmountTooLow",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "MismatchArraysLengths",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "OrderExpired",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "OrderIsNotSuitableForMassInvalidation",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "PartialFillNotAllowed",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "PrivateOrder",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "RemainingInvalidatedOrder",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "SwapWithZeroAmount",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "TakingAmountExceeded",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "TakingAmountTooHigh",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "TransferFromMakerToTakerFailed",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "TransferFromTakerToMakerFailed",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "UnsupportedTraits",
      "type": "error"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "maker",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "slotIndex",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "slotValue",
          "type": "uint256"
        }
      ],
      "name": "BitInvalidatorUpdated",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": false,
          "internalType": "bytes32",
          "name": "orderHash",
          "type": "bytes32"
        }
      ],
      "name": "OrderCancelled",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": false,
          "internalType": "bytes32",
          "name": "orderHash",
          "type": "bytes32"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "remainingAmount",
          "type": "uint256"
        }
      ],
      "name": "OrderFilled",
      "type": "event"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "maker",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "slot",
          "type": "uint256"
        }
      ],
      "name": "bitInvalidatorForOrder",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "makerTraits",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "additionalMask",
          "type": "uint256"
        }
      ],
      "name": "bitsInvalidateForOrder",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "makerTraits",
          "type": "uint256"
        },
        {
          "internalType": "bytes32",
          "name": "orderHash",
          "type": "bytes32"
        }
      ],
      "name": "cancelOrder",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256[]",
          "name": "makerTraits",
          "type": "uint256[]"
        },
        {
          "internalType": "bytes32[]",
          "name": "orderHashes",
          "type": "bytes32[]"
        }
      ],
      "name": "cancelOrders",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "eip712Domain",
      "outputs": [
        {
          "internalType": "bytes1",
          "name": "fields",
          "type": "bytes1"
        },
        {
          "internalType": "string",
          "name": "name",
          "type": "string"
        },
        {
          "internalType": "string",
          "name": "version",
          "type": "string"
        },
        {
          "internalType": "uint256",
          "name": "chainId",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "verifyingContract",
          "type": "address"
        },
        {
          "internalType": "bytes32",
          "name": "salt",
          "type": "bytes32"
        },
        {
          "internalType": "uint256[]",
          "name": "extensions",
          "type": "uint256[]"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "uint256",
              "name": "salt",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "maker",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "receiver",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "makerAsset",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "takerAsset",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "makingAmount",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "takingAmount",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "makerTraits",
              "type": "uint256"
            }
          ],
          "internalType": "struct Order",
          "name": "order",
          "type": "tuple"
        },
        {
          "internalType": "bytes",
          "name": "signature",
          "type": "bytes"
        },
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "takerTraits",
          "type": "uint256"
        }
      ],
      "name": "fillContractOrder",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "makingAmount",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "takingAmount",
          "type": "uint256"
        },
        {
          "internalType": "bytes32",
          "name": "orderHash",
          "type": "bytes32"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "uint256",
              "name": "salt",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "maker",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "receiver",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "makerAsset",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "takerAsset",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "makingAmount",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "takingAmount",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "makerTraits",
              "type": "uint256"
            }
          ],
          "internalType": "struct Order",
          "name": "order",
          "type": "tuple"
        },
        {
          "internalType": "bytes",
          "name": "signature",
          "type": "bytes"
        },
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "takerTraits",
          "type": "uint256"
        },
        {
          "internalType": "bytes",
          "name": "args",
          "type": "bytes"
        }
      ],
      "name": "fillContractOrderArgs",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "makingAmount",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "takingAmount",
          "type": "uint256"
        },
        {
          "internalType": "bytes32",
          "name": "orderHash",
          "type": "bytes32"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "uint256",
              "name": "salt",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "maker",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "receiver",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "makerAsset",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "takerAsset",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "makingAmount",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "takingAmount",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "makerTraits",
              "type": "uint256"
            }
          ],
          "internalType": "struct Order",
          "name": "order",
          "type": "tuple"
        },
        {
          "internalType": "bytes32",
          "name": "r",
          "type": "bytes32"
        },
        {
          "internalType": "bytes32",
          "name": "vs",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "takerTraits",
          "type": "uint256"
        }
      ],
      "name": "fillOrder",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "makingAmount",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "takingAmount",
          "type": "uint256"
        },
        {
          "internalType": "bytes32",
          "name": "orderHash",
          "type": "bytes32"
        }
      ],
      "stateMutability": "payable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "uint256",
              "name": "salt",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "maker",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "receiver",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "makerAsset",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "takerAsset",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "makingAmount",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "takingAmount",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "makerTraits",
              "type": "uint256"
            }
          ],
          "internalType": "struct Order",
          "name": "order",
          "type": "tuple"
        },
        {
          "internalType": "bytes32",
          "name": "r",
          "type": "bytes32"
        },
        {
          "internalType": "bytes32",
          "name": "vs",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "takerTraits",
          "type": "uint256"
        },
        {
          "internalType": "bytes",
          "name": "args",
          "type": "bytes"
        }
      ],
      "name": "fillOrderArgs",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "makingAmount",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "takingAmount",
          "type": "uint256"
        },
        {
          "internalType": "bytes32",
          "name": "orderHash",
          "type": "bytes32"
        }
      ],
      "stateMutability": "payable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "uint256",
              "name": "salt",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "maker",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "receiver",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "makerAsset",
              "type": "uint256"
            },
            {
              "internalType": "Address",
              "name": "takerAsset",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "makingAmount",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "takingAmount",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "makerTraits",
              "type": "uint256"
            }
          ],
          "internalType": "struct Order",
          "name": "order",
          "type": "tuple"
        }
      ],
      "name": "hashOrder",
      "outputs": [
        {
          "internalType": "bytes32",
          "name": "",
          "type": "bytes32"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "maker",
          "type": "address"
        },
        {
          "internalType": "bytes32",
          "name": "orderHash",
          "type": "bytes32"
        }
      ],
      "name": "rawRemainingInvalidatorForOrder",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "maker",
          "type": "address"
        },
        {
          "internalType": "bytes32",
          "name": "orderHash",
          "type": "bytes32"
        }
      ],
      "name": "remainingInvalidatorForOrder",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    }
  ],
  bytecode: "0x6080604052348015600e575f5ffd5b506115fb8061001c5f395ff3fe6080604052600436106100a5575f3560e01c806389e7c6501161006257806389e7c6501461019b5780639fda64bd146101ba578063b68fb020146101cd578063c2a40753146101ec578063cc713a041461022d578063f497df751461024c575f5ffd5b806305b1ea03146100a9578063143e86a7146100ca578063435b9789146100fc57806356a758681461011b578063802b2ef11461015557806384b0196e14610174575b5f5ffd5b3480156100b4575f5ffd5b506100c86100c336600461105c565b61025f565b005b3480156100d5575f5ffd5b506100e96100e4366004611097565b610294565b6040519081526020015b60405180910390f35b348015610107575f5ffd5b506100e9610116366004611097565b6102bc565b348015610126575f5ffd5b5061013a61013536600461111b565b610307565b604080519384526020840192909252908201526060016100f3565b348015610160575f5ffd5b506100e961016f3660046111b3565b610340565b34801561017f575f5ffd5b506101886104ef565b6040516100f397969594939291906111fc565b3480156101a6575f5ffd5b506100c86101b53660046112d3565b6105a4565b61013a6101c836600461133f565b610617565b3480156101d8575f5ffd5b506100c86101e736600461105c565b610663565b3480156101f7575f5ffd5b506100e9610206366004611097565b6001600160a01b03919091165f908152600160209081526040808320938352929052205490565b348015610238575f5ffd5b5061013a610247366004611383565b6106ce565b61013a61025a3660046113e8565b6106dc565b61026882610709565b6102855760405163435ffd6560e11b815260040160405180910390fd5b610290338383610724565b5050565b6001600160a01b0382165f908152602081815260408083208484529091529020545b92915050565b6001600160a01b0382165f9081526001602090815260408083208484529091528120548082036102ff5760405163aa3eef9560e01b815260040160405180910390fd5b199392505050565b5f5f5f6103158a8a8a6107b2565b905061032e8a8289896103298b8b8b6108c1565b610938565b909b909a509098509650505050505050565b604080518082018252601881527718b4b731b41020b3b3b932b3b0ba34b7b7102937baba32b960411b6020918201528151808301835260018152601b60f91b9082015281517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f818301527f5c6cbfb2848b981a8f93044b3530be1fac304ecd5042396ca8729cb8fdd718f3818401527fe455bf8ea6e7463a1046a0b52804526e119b4bf5136279614e0b1e8e296a4e2d606080830191909152466080808401919091523060a08085019190915285518085038201815260c080860188528151918701919091207f3af21ec5a20011b88d3b7b4ed7c806cef05a5980cf34974bcd53566a131f7e4c60e080880191909152893561010088015289880135610120880152898901356101408801529489013561016087015292880135610180860152908701356101a08501528601356101c08401529401356101e080830191909152835180830390910181526102008201845280519083012061190160f01b610220830152610222820194909452610242808201949094528251808203909401845261026201909152815191012090565b5f6060805f5f5f60606040518060400160405280601881526020017718b4b731b41020b3b3b932b3b0ba34b7b7102937baba32b960411b815250604051806040016040528060018152602001601b60f91b81525046305f5f1b5f67ffffffffffffffff81111561056157610561611445565b60405190808252806020026020018201604052801561058a578160200160208202803683370190505b50600f60f81b9d959c50939a509198509650945092509050565b8281146105c457604051631b2f9b3b60e31b815260040160405180910390fd5b5f5b83811015610610576106088585838181106105e3576105e3611459565b905060200201358484848181106105fc576105fc611459565b90506020020135610663565b6001016105c6565b5050505050565b5f8080341561063957604051631841b4e160e01b815260040160405180910390fd5b610644888888610ba1565b90506106538882878733610938565b9099909850909650945050505050565b61066c82610709565b1561067c5761029033835f610724565b335f9081526001602090815260408083208484528252918290205f19905590518281527f5152abf959f6564662358c2e52b702259b78bac5ee7842a0f01937e670efcc7d910160405180910390a15050565b5f5f5f6106448888886107b2565b5f808034156106fe57604051631841b4e160e01b815260040160405180910390fd5b6103158a8a8a610ba1565b5f600160ff1b82161515806102b6575050600160fe1b161590565b5f6107368360781c64ffffffffff1690565b6001600160a01b0385165f81815260208181526040808320600886901c808552908352928190208054600160ff88161b178817908190558151848152928301819052949550919392917fcda0f7e73d07bdb14b141f2cf4745926629a1b63e7c6a3dd8a80232cb459a850910160405180910390a2505050505050565b5f6107bc84610340565b90505f8060208601356001600160a01b03168386866040516024016107e39392919061146d565b60408051601f198184030181529181526020820180516001600160e01b0316630b135d3f60e11b1790525161081891906114a2565b5f60405180830381855afa9150503d805f8114610850576040519150601f19603f3d011682016040523d82523d5f602084013e610855565b606091505b509150915081158061086957508051602014155b8061089a57508051630b135d3f60e11b9061088d90830160209081019084016114b8565b6001600160e01b03191614155b156108b857604051635cd5d23360e01b815260040160405180910390fd5b50509392505050565b33600160fb1b8416156108fb576108db60145f84866114df565b6108e491611506565b60601c90506108f682601481866114df565b925092505b62ffffff60e085901c81169060c886901c168115158061091a57508015155b156108b8576040516308303f9560e31b815260040160405180910390fd5b5f5f6109448785610cbc565b5f61094f8888610d76565b90506001600160b91b038516600160ff1b8616156109ce578187106109745781610976565b865b935061099361098960c08b013586611567565b8a60a00135610e63565b925080158015906109ab57506109ab8385838a610e99565b156109c95760405163fb8ae12960e01b815260040160405180910390fd5b610a65565b86925060c08901356109e460a08b013585611567565b6109ee919061157e565b935081841115610a3157819350610a0e8960c00135856109899190611567565b925086831115610a3157604051637f902a9360e01b815260040160405180910390fd5b8015801590610a475750610a4781888686610e99565b15610a655760405163240f51c960e11b815260040160405180910390fd5b831580610a70575082155b15610a8e57604051637dd2d13b60e11b815260040160405180910390fd5b60e0890135600160ff1b1615801590610aab57508860a001358414155b15610ac9576040516323bc005f60e21b815260040160405180910390fd5b5f610ad68a8a8786610ec8565b905060208a01355f6001600160a01b0360408d01351615610afb5760408c0135610afd565b815b9050610b0f60608d0135838a8a610f70565b610b2c57604051630e1407e960e31b815260040160405180910390fd5b610b3c60808d0135338389610f70565b610b595760405163478a520560e01b815260040160405180910390fd5b604080518c8152602081018590527ffec331350fce78ba658e082a71da20ac9f8d798a99b3c79681c8440cbfe77e07910160405180910390a150505050509550959350505050565b5f610bab84610340565b90506001600160ff1b0382165f610bc760ff85901c601b61159d565b90507f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0821115610c0a57604051635cd5d23360e01b815260040160405180910390fd5b604080515f8082526020820180845286905260ff841692820192909252606081018790526080810184905260019060a0016020604051602081039080840390855afa158015610c5b573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b0381161580610c94575060208701356001600160a01b0316816001600160a01b031614155b15610cb257604051635cd5d23360e01b815260040160405180910390fd5b5050509392505050565b60e0820135603f60f71b8116151580610cda5750600560fc1b821615155b15610cf8576040516308303f9560e31b815260040160405180910390fd5b605081901c64ffffffffff168015801590610d1257504281105b15610d30576040516362b439dd60e11b815260040160405180910390fd5b69ffffffffffffffffffff82168015801590610d5857503369ffffffffffffffffffff168114155b1561061057604051636a6fed7f60e11b815260040160405180910390fd5b5f610d848360e00135610709565b15610dfe575f64ffffffffff60e085013560781c169050600160ff82161b5f8060208701356001600160a01b0316815260208082019290925260409081015f908120600886901c82529092529020541615610df25760405163527b154b60e11b815260040160405180910390fd5b505060a08201356102b6565b6020838101356001600160a01b03165f9081526001825260408082208583529092529081205490819003610e3857505060a08201356102b6565b80195f819003610e5b57604051637b8fded160e11b815260040160405180910390fd5b949350505050565b5f8215610e905781610e766001856115b6565b610e80919061157e565b610e8b9060016115c9565b610e92565b5f5b9392505050565b5f818414610ebb57610eab8484611567565b610eb58387611567565b11610ebf565b8285115b95945050505050565b5f610ed383836115b6565b9050610ee28560e00135610709565b15610f3f575f64ffffffffff60e087013560781c169050600160ff82161b5f8060208901356001600160a01b0316815260208082019290925260409081015f90812060089590951c81529390915290912080549091179055610e5b565b6001600160a01b03602095860135165f90815260018652604080822095825294909552929093208219905550919050565b6040516001600160a01b0384811660248301528381166044830152606482018390525f91829182919088169060840160408051601f198184030181529181526020820180516001600160e01b03166323b872dd60e01b17905251610fd491906114a2565b5f604051808303815f865af19150503d805f811461100d576040519150601f19603f3d011682016040523d82523d5f602084013e611012565b606091505b509150915081801561102d57505f876001600160a01b03163b115b801561105157508051158061105157508080602001905181019061105191906115dc565b979650505050505050565b5f5f6040838503121561106d575f5ffd5b50508035926020909101359150565b80356001600160a01b0381168114611092575f5ffd5b919050565b5f5f604083850312156110a8575f5ffd5b6110b18361107c565b946020939093013593505050565b5f61010082840312156110d0575f5ffd5b50919050565b5f5f83601f8401126110e6575f5ffd5b50813567ffffffffffffffff8111156110fd575f5ffd5b602083019150836020828501011115611114575f5ffd5b9250929050565b5f5f5f5f5f5f5f610180888a031215611132575f5ffd5b61113c89896110bf565b965061010088013567ffffffffffffffff811115611158575f5ffd5b6111648a828b016110d6565b9097509550506101208801359350610140880135925061016088013567ffffffffffffffff811115611194575f5ffd5b6111a08a828b016110d6565b989b979a50959850939692959293505050565b5f61010082840312156111c4575f5ffd5b610e9283836110bf565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60ff60f81b8816815260e060208201525f61121a60e08301896111ce565b828103604084015261122c81896111ce565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015611281578351835260209384019390920191600101611263565b50909b9a5050505050505050505050565b5f5f83601f8401126112a2575f5ffd5b50813567ffffffffffffffff8111156112b9575f5ffd5b6020830191508360208260051b8501011115611114575f5ffd5b5f5f5f5f604085870312156112e6575f5ffd5b843567ffffffffffffffff8111156112fc575f5ffd5b61130887828801611292565b909550935050602085013567ffffffffffffffff811115611327575f5ffd5b61133387828801611292565b95989497509550505050565b5f5f5f5f5f6101808688031215611354575f5ffd5b61135e87876110bf565b9761010087013597506101208701359661014081013596506101600135945092505050565b5f5f5f5f5f6101608688031215611398575f5ffd5b6113a287876110bf565b945061010086013567ffffffffffffffff8111156113be575f5ffd5b6113ca888289016110d6565b96999098509596610120810135966101409091013595509350505050565b5f5f5f5f5f5f5f6101a0888a0312156113ff575f5ffd5b61140989896110bf565b9650610100880135955061012088013594506101408801359350610160880135925061018088013567ffffffffffffffff811115611194575f5ffd5b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b83815260406020820152816040820152818360608301375f818301606090810191909152601f909201601f1916010192915050565b5f82518060208501845e5f920191825250919050565b5f602082840312156114c8575f5ffd5b81516001600160e01b031981168114610e92575f5ffd5b5f5f858511156114ed575f5ffd5b838611156114f9575f5ffd5b5050820193919092039150565b80356bffffffffffffffffffffffff19811690601484101561154c576bffffffffffffffffffffffff196bffffffffffffffffffffffff198560140360031b1b82161691505b5092915050565b634e487b7160e01b5f52601160045260245ffd5b80820281158282048414176102b6576102b6611553565b5f8261159857634e487b7160e01b5f52601260045260245ffd5b500490565b60ff81811683821601908111156102b6576102b6611553565b818103818111156102b6576102b6611553565b808201808211156102b6576102b6611553565b5f602082840312156115ec575f5ffd5b81518015158114610e92575f5ffd",
} as const;

/** Devnet `PoolManager` from contracts/: full ABI (constructor included) and creation bytecode. */
export const PoolManagerArtifact = {
  abi: [
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "whitelistManager",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "treasury_",
          "type": "address"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "constructor"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "account",
          "type": "address"
        },
        {
          "internalType": "bytes32",
          "name": "neededRole",
          "type": "bytes32"
        }
      ],
      "name": "AccessControlUnauthorizedAccount",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "target",
          "type": "address"
        }
      ],
      "name": "AddressEmptyCode",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "AlreadyInitialized",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "AlreadySet",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "DeadlineExceeded",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "implementation",
          "type": "address"
        }
      ],
      "name": "ERC1967InvalidImplementation",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "ERC1967NonPayable",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "EnforcedPause",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "ExpectedPause",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "Expired",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "FailedCall",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "InsufficientAmount",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "available",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "requested",
          "type": "uint256"
        }
      ],
      "name": "InsufficientLiquidity",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "minimumRequired",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "provided",
          "type": "uint256"
        }
      ],
      "name": "InsufficientSharesAmount",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "InvalidAddress",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "InvalidAmount",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "InvalidExpiry",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "InvalidFees",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "InvalidInitialization",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "InvalidParams",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "InvalidRate",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "NotCorkPoolManager",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "NotExpired",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "NotInitialized",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "NotInitializing",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "account",
          "type": "address"
        },
        {
          "internalType": "bytes32",
          "name": "marketId",
          "type": "bytes32"
        }
      ],
      "name": "NotWhitelisted",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "OnlyCorkControllerAllowed",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "OwnableInvalidOwner",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "OwnableUnauthorizedAccount",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "ReentrancyGuardReentrantCall",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "token",
          "type": "address"
        }
      ],
      "name": "SafeERC20FailedOperation",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "SameStatus",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "token",
          "type": "address"
        }
      ],
      "name": "TokenTransferFailed",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "UUPSUnauthorizedCallContext",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "bytes32",
          "name": "slot",
          "type": "bytes32"
        }
      ],
      "name": "UUPSUnsupportedProxiableUUID",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "WhitelistAlreadyDisabled",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "ZeroAddress",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "ZeroAmount",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "ZeroDeposit",
      "type": "error"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "MarketId",
          "name": "marketId",
          "type": "bytes32"
        },
        {
          "indexed": false,
          "internalType": "uint16",
          "name": "pausedAction",
          "type": "uint16"
        }
      ],
      "name": "MarketActionPausedUpdate",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "referenceAsset",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "collateralAsset",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "expiry",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "address",
          "name": "rateOracle",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "address",
          "name": "principalToken",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "address",
          "name": "swapToken",
          "type": "address"
        }
      ],
      "name": "MarketCreated",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": false,
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "Paused",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "sender",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "devFeeAmountInCollateralAsset",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "devFeeAmountInReferenceAsset",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "bool",
          "name": "isUnwind",
          "type": "bool"
        }
      ],
      "name": "PoolFee",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "sender",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "amount0",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "amount1",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "bool",
          "name": "isRemove",
          "type": "bool"
        }
      ],
      "name": "PoolModifyLiquidity",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "sender",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "amount0",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "amount1",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "lpFeeAmount0",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "lpFeeAmount1",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "bool",
          "name": "isUnwind",
          "type": "bool"
        }
      ],
      "name": "PoolSwap",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": false,
          "internalType": "address",
          "name": "sharesFactory",
          "type": "address"
        }
      ],
      "name": "SharesFactorySet",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "swapFeePercentage",
          "type": "uint256"
        }
      ],
      "name": "SwapFeePercentageUpdated",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": false,
          "internalType": "address",
          "name": "treasury",
          "type": "address"
        }
      ],
      "name": "TreasurySet",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": false,
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "Unpaused",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "unwindSwapFeePercentage",
          "type": "uint256"
        }
      ],
      "name": "UnwindSwapFeePercentageUpdated",
      "type": "event"
    },
    {
      "inputs": [],
      "name": "CONTROLLER",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "WHITELIST_MANAGER",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        }
      ],
      "name": "assets",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "collateralAssets",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "referenceAssets",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "address",
              "name": "collateralAsset",
              "type": "address"
            },
            {
              "internalType": "address",
              "name": "referenceAsset",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "expiryTimestamp",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "rateMin",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "rateMax",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "rateChangePerDayMax",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "rateChangeCapacityMax",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "rateOracle",
              "type": "address"
            }
          ],
          "internalType": "struct Market",
          "name": "poolParams",
          "type": "tuple"
        }
      ],
      "name": "createNewPool",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "collateralAssetsIn",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "deposit",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "shares_",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "cstSharesIn",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "exercise",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "collateralAssetsOut",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "referenceAssetsIn",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "fee",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "referenceAssetsIn",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "exerciseOther",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "collateralAssetsOut",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "cstSharesIn",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "fee",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "address",
              "name": "collateralAsset",
              "type": "address"
            },
            {
              "internalType": "address",
              "name": "referenceAsset",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "expiryTimestamp",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "rateMin",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "rateMax",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "rateChangePerDayMax",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "rateChangeCapacityMax",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "rateOracle",
              "type": "address"
            }
          ],
          "internalType": "struct Market",
          "name": "poolParams",
          "type": "tuple"
        }
      ],
      "name": "getId",
      "outputs": [
        {
          "internalType": "MarketId",
          "name": "",
          "type": "bytes32"
        }
      ],
      "stateMutability": "pure",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        }
      ],
      "name": "getPausedBitMap",
      "outputs": [
        {
          "internalType": "uint16",
          "name": "pauseBitMap",
          "type": "uint16"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        }
      ],
      "name": "market",
      "outputs": [
        {
          "components": [
            {
              "internalType": "address",
              "name": "collateralAsset",
              "type": "address"
            },
            {
              "internalType": "address",
              "name": "referenceAsset",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "expiryTimestamp",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "rateMin",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "rateMax",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "rateChangePerDayMax",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "rateChangeCapacityMax",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "rateOracle",
              "type": "address"
            }
          ],
          "internalType": "struct Market",
          "name": "parameters",
          "type": "tuple"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "name": "maxDeposit",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "maxExercise",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "maxExerciseOther",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "name": "maxMint",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "maxRedeem",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "maxSwap",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "maxUnwindDeposit",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "maxUnwindExercise",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "maxUnwindExerciseOther",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "maxUnwindMint",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "maxUnwindSwap",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "maxWithdraw",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "maxWithdrawOther",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "cptAndCstSharesOut",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "mint",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "collateralAssetsIn",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "paused",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "collateralAssetsIn",
          "type": "uint256"
        }
      ],
      "name": "previewDeposit",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "cstSharesIn",
          "type": "uint256"
        }
      ],
      "name": "previewExercise",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "referenceAssetsIn",
          "type": "uint256"
        }
      ],
      "name": "previewExerciseOther",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "cptAndCstSharesOut",
          "type": "uint256"
        }
      ],
      "name": "previewMint",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "cptSharesIn",
          "type": "uint256"
        }
      ],
      "name": "previewRedeem",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "collateralAssetsOut",
          "type": "uint256"
        }
      ],
      "name": "previewSwap",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "collateralAssetsOut",
          "type": "uint256"
        }
      ],
      "name": "previewUnwindDeposit",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "cstSharesOut",
          "type": "uint256"
        }
      ],
      "name": "previewUnwindExercise",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "referenceAssetsOut",
          "type": "uint256"
        }
      ],
      "name": "previewUnwindExerciseOther",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "cptAndCstSharesIn",
          "type": "uint256"
        }
      ],
      "name": "previewUnwindMint",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "collateralAssetsIn",
          "type": "uint256"
        }
      ],
      "name": "previewUnwindSwap",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "collateralAssetsOut",
          "type": "uint256"
        }
      ],
      "name": "previewWithdraw",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "referenceAssetsOut",
          "type": "uint256"
        }
      ],
      "name": "previewWithdrawOther",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "cptSharesIn",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "redeem",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "referenceAssetsOut",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "collateralAssetsOut",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "bool",
          "name": "isAllPaused",
          "type": "bool"
        }
      ],
      "name": "setAllPaused",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint16",
          "name": "newPauseBitMap",
          "type": "uint16"
        }
      ],
      "name": "setPausedBitMap",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "newTreasury",
          "type": "address"
        }
      ],
      "name": "setTreasuryAddress",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        }
      ],
      "name": "shares",
      "outputs": [
        {
          "internalType": "address",
          "name": "principalToken",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "swapToken",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "collateralAssetsOut",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "swap",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "cstSharesIn",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "referenceAssetsIn",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "fee",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        }
      ],
      "name": "swapFee",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "fees",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        }
      ],
      "name": "swapRate",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "rate",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "treasury",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "collateralAssetsOut",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "unwindDeposit",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "shares_",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "cstSharesOut",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "unwindExercise",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "collateralAssetsIn",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "referenceAssetsOut",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "fee",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "referenceAssetsOut",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "unwindExerciseOther",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "collateralAssetsIn",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "cstSharesOut",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "fee",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "cptAndCstSharesIn",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "unwindMint",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "collateralAssetsOut",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "collateralAssetsIn",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "unwindSwap",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "cstSharesOut",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "referenceAssetsOut",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "fee",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        }
      ],
      "name": "unwindSwapFee",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "fees",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "newSwapFeePercentage",
          "type": "uint256"
        }
      ],
      "name": "updateSwapFeePercentage",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "newUnwindSwapFeePercentage",
          "type": "uint256"
        }
      ],
      "name": "updateUnwindSwapFeePercentage",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "collateralAssetsOut",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "withdraw",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "cptSharesIn",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "actualCollateralAssetsOut",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "actualReferenceAssetsOut",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "referenceAssetsOut",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "withdrawOther",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "cptSharesIn",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "actualCollateralAssetsOut",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "actualReferenceAssetsOut",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    }
  ],
  bytecode: "0x60c060405234801561000f575f5ffd5b50604051615c46380380615c4683398101604081905261002e916100e5565b6001600160a01b038216158061004b57506001600160a01b038116155b156100695760405163d92e233d60e01b815260040160405180910390fd5b336080526001600160a01b0382811660a0525f80546001600160a01b03191691831691821790556040519081527f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f9060200160405180910390a15050610116565b80516001600160a01b03811681146100e0575f5ffd5b919050565b5f5f604083850312156100f6575f5ffd5b6100ff836100ca565b915061010d602084016100ca565b90509250929050565b60805160a051615ade6101685f395f81816108be01526126aa01525f8181610871015281816110e701528181611197015281816113900152818161164b01528181611f2601526120310152615ade5ff3fe608060405234801561000f575f5ffd5b5060043610610372575f3560e01c806389820e98116101d4578063cd68b7ee11610109578063ed8ef7cf116100a9578063ee3a4cba11610079578063ee3a4cba14610893578063f93f456f146108a6578063fa036272146108b9578063fa280c22146108e0575f5ffd5b8063ed8ef7cf14610833578063edc0f5d814610846578063ede719b714610859578063ee0fc1211461086c575f5ffd5b8063de963ff1116100e4578063de963ff1146107a3578063e0245d33146107fa578063e945711a1461080d578063ead905bb14610820575f5ffd5b8063cd68b7ee1461076a578063cf1e6ba51461077d578063d860ec7514610790575f5ffd5b8063b01e35ab11610174578063b85ce13e1161014f578063b85ce13e14610731578063bbb6486914610744578063bcec482d14610757578063c4f729971461076a575f5ffd5b8063b01e35ab146106f8578063b615b2d41461070b578063b7b7d73c1461071e575f5ffd5b8063a351704a116101af578063a351704a146106ac578063a9cabad8146106bf578063af69dc45146106d2578063afb4d798146106e5575f5ffd5b806389820e981461065e5780639c11d3e8146106715780639fda5b6614610699575f5ffd5b8063410ae0e8116102aa5780636035ea801161024a5780636ebf181b116102255780636ebf181b146105ff578063713720a11461061257806373c32000146106385780638231ef501461064b575f5ffd5b80636035ea80146105ad57806361d027b3146105c25780636605bfda146105ec575f5ffd5b80634d64a892116102855780634d64a892146104e7578063589e04c0146104fa5780635c60e39a1461050d5780635c975abb1461058a575f5ffd5b8063410ae0e8146104ae57806342412be6146104c157806345522f5f146104d4575f5ffd5b80631a3cee8011610315578063292fee34116102f0578063292fee34146104625780632bf49b22146104755780633871cfb9146104885780633a0cf7c61461049b575f5ffd5b80631a3cee80146104295780631bfb980b1461043c5780631cba2eb81461044f575f5ffd5b8063161db6cd11610350578063161db6cd146103dd578063165fa2a4146103f05780631766b8ac1461040357806317de97e414610416575f5ffd5b8063031cf70d14610376578063060408a01461039c5780630f7383fc146103af575b5f5ffd5b6103896103843660046142f5565b6108f3565b6040519081526020015b60405180910390f35b6103896103aa366004614323565b610992565b6103c26103bd36600461433a565b6109a6565b60408051938452602084019290925290820152606001610393565b6103c26103eb36600461433a565b610a0f565b6103896103fe36600461433a565b610a6f565b6103c261041136600461435a565b610aaf565b6103c261042436600461433a565b610b15565b6103896104373660046142f5565b610b66565b61038961044a3660046142f5565b610c61565b61038961045d366004614390565b610c91565b6103c261047036600461433a565b610d0c565b6103896104833660046142f5565b610d5d565b6103c261049636600461433a565b610e0a565b6103c26104a936600461433a565b610e5b565b6103c26104bc36600461433a565b610eb6565b6103896104cf3660046143d7565b610f07565b6103c26104e236600461435a565b610f36565b6103c26104f536600461435a565b610f92565b610389610508366004614323565b610fef565b61052061051b366004614323565b61100c565b604051610393919081516001600160a01b03908116825260208084015182169083015260408084015190830152606080840151908301526080808401519083015260a0838101519083015260c0808401519083015260e09283015116918101919091526101000190565b5f5461059d90600160a01b900460ff1681565b6040519015158152602001610393565b6105c06105bb36600461433a565b6110dc565b005b5f546105d4906001600160a01b031681565b6040516001600160a01b039091168152602001610393565b6105c06105fa3660046143f1565b61118c565b61038961060d36600461435a565b611250565b610625610620366004614323565b6112b2565b60405161ffff9091168152602001610393565b6103896106463660046142f5565b6112d1565b6103896106593660046142f5565b61132b565b6105c061066c366004614419565b611385565b61068461067f36600461433a565b611484565b60408051928352602083019190915201610393565b6106846106a7366004614323565b6114da565b6103896106ba3660046142f5565b6114fb565b6103896106cd36600461433a565b61155c565b6103896106e036600461433a565b6115a4565b6103c26106f336600461435a565b6115e4565b6105c06107063660046143d7565b611640565b6103c261071936600461433a565b611aed565b61038961072c3660046142f5565b611b3e565b61038961073f366004614323565b611cb3565b6103c2610752366004614390565b611cc7565b6103c261076536600461435a565b611d6f565b6103896107783660046142f5565b611dcb565b6103c261078b366004614390565b611df4565b61068461079e366004614390565b611e74565b6107da6107b1366004614323565b5f90815260016020526040902060088101546009909101546001600160a01b0391821692911690565b604080516001600160a01b03938416815292909116602083015201610393565b6103896108083660046142f5565b611eb8565b6105c061081b36600461433a565b611f1b565b61038961082e36600461435a565b611fcb565b6105c0610841366004614434565b612026565b6103c261085436600461435a565b61212d565b61038961086736600461433a565b612189565b6105d47f000000000000000000000000000000000000000000000000000000000000000081565b6103896108a13660046142f5565b6121a2565b6103896108b43660046142f5565b6121e9565b6105d47f000000000000000000000000000000000000000000000000000000000000000081565b6103896108ee366004614390565b612225565b5f5f6108fe8461228a565b905061090d81600460016122c7565b61091a575f91505061098c565b60088101546040516370a0823160e01b81526001600160a01b038581166004830152909116906370a0823190602401602060405180830381865afa158015610964573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610988919061445d565b9150505b92915050565b5f61099c8261228a565b600f015492915050565b5f5f5f835f036109c95760405163162908e360e11b815260040160405180910390fd5b5f6109d38661228a565b90506109e281600460026122c7565b6109f5575f5f5f93509350935050610a08565b610a0081865f61233f565b935093509350505b9250925092565b5f5f5f5f610a1c8661228a565b9050841580610a345750610a328160105f6122c7565b155b15610a48575f5f5f93509350935050610a08565b5f610a5282612373565b509050610a60828783612501565b94509450945050509250925092565b5f5f610a7a8461228a565b9050610a888160085f6122c7565b610a95575f91505061098c565b6009810154610988908490600160a01b900460ff16612568565b5f5f5f5f610ac08760025f8861257c565b9050855f03610ae25760405163162908e360e11b815260040160405180910390fd5b610af58187610af084612749565b612793565b91955093509150610b0b8782888688878b6127ff565b5093509350939050565b5f5f5f5f610b228661228a565b9050841580610b3a5750610b388160025f6122c7565b155b15610b4e575f5f5f93509350935050610a08565b5f610b5882612373565b509050610a60828783612a93565b5f5f610b718461228a565b9050610b7f8160105f6122c7565b610b8c575f91505061098c565b5f610bad610b9983612ad8565b6009840154600160a01b900460ff16612b7c565b90505f610bdf8268056bc75e2d63100000610bc786612b90565b610bda9068056bc75e2d63100000614488565b612c26565b83546040516370a0823160e01b81526001600160a01b038881166004830152929350610c5792849216906370a08231906024015b602060405180830381865afa158015610c2e573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610c52919061445d565b612c6b565b9695505050505050565b5f5f610c6c8461228a565b9050610c7a8160085f6122c7565b610c87575f91505061098c565b6109888184612c80565b5f5f610ca08660085f8661257c565b90505f610cbd8260090160149054906101000a900460ff16612d27565b9050610cc981876144af565b9250825f03610ceb5760405163162908e360e11b815260040160405180910390fd5b610d02878385610cfb85826144c2565b8989612d41565b5050949350505050565b5f5f5f5f610d198661228a565b9050841580610d315750610d2f8160105f6122c7565b155b15610d45575f5f5f93509350935050610a08565b5f610d4f82612373565b509050610a60828783612f28565b5f5f610d688461228a565b9050610d7781600460026122c7565b610d84575f91505061098c565b60088101546040516370a0823160e01b81526001600160a01b0385811660048301525f92610e00928592909116906370a08231906024015b602060405180830381865afa158015610dd7573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610dfb919061445d565b612f79565b5095945050505050565b5f5f5f5f610e178661228a565b9050841580610e2f5750610e2d8160105f6122c7565b155b15610e43575f5f5f93509350935050610a08565b5f610e4d82612373565b509050610a6082878361303a565b5f5f5f835f03610e7e5760405163162908e360e11b815260040160405180910390fd5b5f610e888661228a565b9050610e9781600460026122c7565b610eaa575f5f5f93509350935050610a08565b610a008186600161233f565b5f5f5f5f610ec38661228a565b9050841580610edb5750610ed98160025f6122c7565b155b15610eef575f5f5f93509350935050610a08565b5f610ef982612373565b509050610a60828783613097565b5f81604051602001610f1991906144d9565b604051602081830303815290604052805190602001209050919050565b5f5f5f5f610f478760105f8861257c565b9050855f03610f695760405163162908e360e11b815260040160405180910390fd5b610f7c8187610f7784612749565b61303a565b91955093509150610b0b87828685878b8b613103565b5f5f5f5f610fa38760025f8861257c565b9050610fb88187610fb384612749565b612a93565b919550935091505f839003610fe05760405163162908e360e11b815260040160405180910390fd5b610b0b8782858988878b6127ff565b5f81815260016020526040812061100590612373565b5092915050565b6110676040518061010001604052805f6001600160a01b031681526020015f6001600160a01b031681526020015f81526020015f81526020015f81526020015f81526020015f81526020015f6001600160a01b031681525090565b6110708261228a565b604080516101008101825282546001600160a01b0390811682526001840154811660208301526002840154928201929092526003830154606082015260048301546080820152600583015460a0820152600683015460c08201526007909201541660e082015292915050565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614611125576040516335ac5a6160e11b815260040160405180910390fd5b674563918244f4000081111561114e57604051632d8768f960e01b815260040160405180910390fd5b806111588361228a565b600e0155604051819083907fea81f10d352c83df6eb6bd8c23c34834082b52783ca2188bb2877367c2c6ed09905f90a35050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146111d5576040516335ac5a6160e11b815260040160405180910390fd5b6001600160a01b0381166111fc5760405163d92e233d60e01b815260040160405180910390fd5b5f80546001600160a01b0319166001600160a01b0383169081179091556040519081527f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f906020015b60405180910390a150565b5f5f61125f8560015f8661257c565b9050835f03611281576040516356316e8760e01b815260040160405180910390fd5b600981015461129b908590600160a01b900460ff16612568565b91506112aa8582868587613433565b509392505050565b5f6112bc8261228a565b60090154600160b01b900461ffff1692915050565b5f5f6112dc8461228a565b90505f6112e98585611b3e565b9050805f036112fc575f9250505061098c565b5f61130683612373565b509050610c5761131783835f6135ee565b6009850154600160a81b900460ff16612b7c565b5f5f6113368461228a565b90506113448160105f6122c7565b611351575f91505061098c565b5f61135b82612373565b5090505f61137561136b84612ad8565b610c52858861361f565b9050610c5761131782845f6135ee565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146113ce576040516335ac5a6160e11b815260040160405180910390fd5b8015155f60149054906101000a900460ff16151503611400576040516324904fe560e01b815260040160405180910390fd5b5f805482158015600160a01b0260ff60a01b1990921691909117909155611451576040513381527f62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a25890602001611245565b6040513381527f5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa90602001611245565b50565b5f5f5f6114908561228a565b905061149f81600460016122c7565b15806114b257506114af816136e5565b84105b156114c3575f5f92509250506114d3565b6114cd8185612f79565b92509250505b9250929050565b5f81815260016020526040812081906114f290613736565b91509150915091565b5f5f6115068461228a565b90505f6115138585611b3e565b9050805f03611526575f9250505061098c565b5f611542828460090160149054906101000a900460ff16612b7c565b905061155283600e01548261376d565b610c579082614488565b5f5f6115678461228a565b90506115758160085f6122c7565b611582575f91505061098c565b600981015461159a90600160a01b900460ff16612d27565b61098890846144af565b5f5f6115af8461228a565b90506115bd8160015f6122c7565b6115ca575f91505061098c565b6009810154610988908490600160a01b900460ff16613782565b5f5f5f5f6115f58760105f8861257c565b9050855f036116175760405163162908e360e11b815260040160405180910390fd5b61162a818761162584612749565b612f28565b91955093509150610b0b878286858a888b613103565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614611689576040516335ac5a6160e11b815260040160405180910390fd5b428160400135116116ac5760405162d36c8560e81b815260040160405180910390fd5b5f6116ba60208301836143f1565b6001600160a01b031614806116e657505f6116db60408301602084016143f1565b6001600160a01b0316145b8061170957505f6116fe610100830160e084016143f1565b6001600160a01b0316145b156117275760405163d92e233d60e01b815260040160405180910390fd5b61173760408201602083016143f1565b6001600160a01b031661174d60208301836143f1565b6001600160a01b0316036117745760405163e6c4247b60e01b815260040160405180910390fd5b6060810135158061178d57508060800135816060013510155b156117ab57604051636a43f8d160e01b815260040160405180910390fd5b5f6117b960208301836143f1565b6001600160a01b031663313ce5676040518163ffffffff1660e01b8152600401602060405180830381865afa1580156117f4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906118189190614562565b90505f61182b60408401602085016143f1565b6001600160a01b031663313ce5676040518163ffffffff1660e01b8152600401602060405180830381865afa158015611866573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061188a9190614562565b905060128260ff1611806118a1575060128160ff16115b156118bf57604051635435b28960e11b815260040160405180910390fd5b5f6118d1610100850160e086016143f1565b6001600160a01b0316632c4e722e6040518163ffffffff1660e01b8152600401602060405180830381865afa15801561190c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611930919061445d565b905083606001358110806119475750836080013581115b1561196557604051636a43f8d160e01b815260040160405180910390fd5b5f61196f85610f07565b5f8181526001602052604090206008810154919250906001600160a01b0316156119ab5760405162dc149f60e41b815260040160405180910390fd5b85816119b782826145ae565b505060098101805460ff868116600160a81b0260ff60a81b19918916600160a01b029190911661ffff60a01b19909216919091171790556010810183905542601182015560c08601356012820155611a0f8683613795565b6009830180546001600160a01b039283166001600160a01b031991821617909155600884018054939092169216919091179055611a4f60208701876143f1565b6001600160a01b0316611a6860408801602089016143f1565b6001600160a01b0316837f0dac57f1a3acd8bd390ce93fd0b5bacf7fca996d56a73396d7c46ec2223262d860408a0135611aa96101008c0160e08d016143f1565b60088701546009880154604080519485526001600160a01b0393841660208601529183169184019190915216606082015260800160405180910390a4505050505050565b5f5f5f5f611afa8661228a565b9050841580611b125750611b108160025f6122c7565b155b15611b26575f5f5f93509350935050610a08565b5f611b3082612373565b509050610a60828783612793565b5f5f611b498461228a565b9050611b578160025f6122c7565b611b64575f91505061098c565b5f611b6e82612373565b5060018301546040516370a0823160e01b81526001600160a01b0387811660048301529293505f92611c0392611bfd929116906370a0823190602401602060405180830381865afa158015611bc5573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611be9919061445d565b6009860154600160a81b900460ff16612568565b836139a8565b90505f611c2584600a01548560090160149054906101000a900460ff16612568565b60098501546040516370a0823160e01b81526001600160a01b038981166004830152929350611ca892611ca29216906370a0823190602401602060405180830381865afa158015611c78573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c9c919061445d565b84612c6b565b82612c6b565b979650505050505050565b5f611cbd8261228a565b600e015492915050565b5f5f5f5f611cd988600460028861257c565b9050865f03611cfb5760405163162908e360e11b815260040160405180910390fd5b611d04816139bc565b5f611d0e82613736565b91505080881115611d415760405163a17e11d560e01b815260048101829052602481018990526044015b60405180910390fd5b611d4d82896001613a19565b91965094509250611d6389838787878c8c613afe565b50509450945094915050565b5f5f5f5f611d808760025f8861257c565b9050855f03611da25760405163162908e360e11b815260040160405180910390fd5b611db58187611db084612749565b613097565b91955093509150610b0b878286868a878b6127ff565b5f611de0611dd88461228a565b60015f6122c7565b611dea575f611ded565b5f195b9392505050565b5f5f5f5f611e0688600460028861257c565b9050865f03611e285760405163162908e360e11b815260040160405180910390fd5b611e31816139bc565b5f611e3b82613736565b50905080881115611e695760405163a17e11d560e01b81526004810182905260248101899052604401611d38565b611d4d82895f613a19565b5f5f5f611e8587600460018761257c565b9050611e90816139bc565b611e9a8187612f79565b9093509150611eae87828885878a8a613afe565b5094509492505050565b5f5f611ec38461228a565b9050611ed281600460026122c7565b611edf575f91505061098c565b60088101546040516370a0823160e01b81526001600160a01b0385811660048301525f92610c57928592909116906370a0823190602401610dbc565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614611f64576040516335ac5a6160e11b815260040160405180910390fd5b674563918244f40000811115611f8d57604051632d8768f960e01b815260040160405180910390fd5b80611f978361228a565b600f0155604051819083907f4ee6279f307825ba20e4623d690c60b60394e3bebaaa1589e5a50b86a694eec8905f90a35050565b5f5f611fda8560015f8661257c565b9050611ff7848260090160149054906101000a900460ff16613782565b9150815f0361201957604051632ca2f52b60e11b815260040160405180910390fd5b6112aa8582848787613433565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461206f576040516335ac5a6160e11b815260040160405180910390fd5b61ffe081161561209257604051635435b28960e11b815260040160405180910390fd5b5f61209c8361228a565b600981015490915061ffff808416600160b01b90920416036120d1576040516324904fe560e01b815260040160405180910390fd5b60098101805461ffff60b01b1916600160b01b61ffff85169081029190911790915560405190815283907fc571c53eba40e2533cf4831d5f9e61c79ee89d71c8b0eae9c108c648d72662c79060200160405180910390a2505050565b5f5f5f5f61213e8760105f8861257c565b9050855f036121605760405163162908e360e11b815260040160405180910390fd5b612173818761216e84612749565b612501565b91955093509150610b0b8782888588888b613103565b5f5f6121948461228a565b9050610a888160015f6122c7565b5f5f6121ad8461228a565b90506121bb8160085f6122c7565b6121c8575f91505061098c565b6109886121d58285612c80565b6009830154600160a01b900460ff16612b7c565b5f5f6121f48461228a565b90506122028160105f6122c7565b61220f575f91505061098c565b61098861221b82612ad8565b610c52838661361f565b5f5f6122348660085f8661257c565b9050612251858260090160149054906101000a900460ff16612568565b9150845f036122735760405163162908e360e11b815260040160405180910390fd5b612281868287858888612d41565b50949350505050565b5f81815260016020526040902060088101546001600160a01b03166122c2576040516321c4e35760e21b815260040160405180910390fd5b919050565b60098301545f90600160b01b9004831661ffff16156122e757505f611ded565b5f8260028111156122fa576122fa614633565b0361230c575060028301544210611ded565b600182600281111561232057612320614633565b036123355760028401544210155b9050611ded565b5060019392505050565b5f5f5f61234d868686613a19565b9194509250905061235d866136e5565b83101561236a57505f9050805b93509350939050565b5f5f5f836010015490505f845f016007015f9054906101000a90046001600160a01b03166001600160a01b0316632c4e722e6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156123d2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906123f6919061445d565b905081810361240d57506012909301549293915050565b5f61242a865f0160050154670de0b6b3a764000062015180612c26565b90505f61244f8760110154426124409190614488565b83670de0b6b3a7640000612c26565b90505f61246c885f0160060154838a60120154610c529190614647565b90505f858511612485576124808587614488565b61248f565b61248f8686614488565b90505f61249c8284612c6b565b90508686116124b4576124af8188614488565b6124be565b6124be8188614647565b60038b01549099508910156124d55760038a015498505b60048a01548911156124e95760048a015498505b6124f38184614488565b975050505050505050915091565b5f5f5f6125168561251188612b90565b613d3c565b90506125396125258287614488565b6009880154600160a01b900460ff16612568565b925061255d61254984865f6135ee565b6009880154600160a81b900460ff16612b7c565b915093509350939050565b5f61257282612d27565b611ded90846144c2565b5f8054600160a01b900460ff16156125a75760405163d93c066560e01b815260040160405180910390fd5b6125b08561228a565b6009810154909150600160b01b9004841661ffff16156125e35760405163d93c066560e01b815260040160405180910390fd5b5f8360028111156125f6576125f6614633565b148015612607575060028101544210155b1561262557604051630407b05b60e31b815260040160405180910390fd5b600183600281111561263957612639614633565b1480156126495750600281015442105b156126675760405163d0404f8560e01b815260040160405180910390fd5b6001600160a01b03821661268e5760405163d92e233d60e01b815260040160405180910390fd5b60405163f409981160e01b8152600481018690523360248201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063f409981190604401602060405180830381865afa1580156126f7573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061271b919061465a565b61274157604051636abe01f160e01b815233600482015260248101869052604401611d38565b949350505050565b5f5f61275483612373565b601085015491935091508214801561276f5750826012015481145b1561277a5750919050565b6010830182905542601184015560129092019190915590565b5f5f5f6127b96127a5868660016135ee565b6009880154600160a81b900460ff16613782565b91505f6127d7868860090160149054906101000a900460ff16612b7c565b90506127e787600e01548261376d565b91506127f38282614488565b93505093509350939050565b5f61280a8385614647565b90508087600a0154101561284157600a87015460405163a17e11d560e01b8152600481019190915260248101829052604401611d38565b600987015460405163b5b3c34760e01b81526001600160a01b039091169063b5b3c3479061287790339030908b90600401614675565b5f604051808303815f87803b15801561288e575f5ffd5b505af11580156128a0573d5f5f3e3d5ffd5b50505060018801546128be91506001600160a01b0316333088613d51565b8487600b015f8282546128d19190614647565b925050819055508087600a015f8282546128eb9190614488565b90915550508654612906906001600160a01b03168386613da5565b86545f54612921916001600160a01b03908116911685613da5565b60408051858152602081018790525f8183018190526060820181905260808201529051339182918b917f97a3b55c19e7260de38f330e70407842eeabc18ae3944026ae9bbb76953d737c919081900360a00190a4604080518481525f6020820181905281830152905133918a917fe0c22c1afa2ad25600d01c86d0016a13d51ead22c186c0b4bad8f54971c3cb289181900360600190a360088701546040516316338fd360e31b81526001600160a01b0390911690819063b19c7e98906129f49033908790829088905f90600401614699565b5f604051808303815f87803b158015612a0b575f5ffd5b505af1158015612a1d573d5f5f3e3d5ffd5b50505060018901546040516306ebc68360e21b81526001600160a01b038085169350631baf1a0c92612a5b923392839216908c905f90600401614699565b5f604051808303815f87803b158015612a72575f5ffd5b505af1158015612a84573d5f5f3e3d5ffd5b50505050505050505050505050565b5f5f5f612aba612ab4868860090160159054906101000a900460ff16612568565b856139a8565b91505f6127d7838860090160149054906101000a900460ff16612b7c565b5f5f612ae383612373565b5090505f612b09611bfd85600b01548660090160159054906101000a900460ff16612568565b60098501546040516370a0823160e01b8152306004820152919250612741916001600160a01b03909116906370a0823190602401602060405180830381865afa158015612b58573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611ca2919061445d565b5f612b8682612d27565b611ded90846144af565b5f5f612c16836009015f9054906101000a90046001600160a01b03166001600160a01b0316638437eeb66040518163ffffffff1660e01b8152600401602060405180830381865afa158015612be7573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612c0b919061445d565b600285015442613e07565b9050611ded83600f015482613e74565b5f5f5f612c338686613e88565b91509150815f03612c5157612c4884826144af565b92505050611ded565b838210612c6057612c60613eb5565b610c57828286613ec7565b5f818310612c795781611ded565b5090919050565b60088201546040516370a0823160e01b81526001600160a01b0383811660048301525f92611ded929116906370a0823190602401602060405180830381865afa158015612ccf573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612cf3919061445d565b60098501546040516370a0823160e01b81526001600160a01b038681166004830152909116906370a0823190602401610c13565b5f612d3660ff83166012614488565b61098c90600a6147b0565b8385600a01541015612d7657600a85015460405163a17e11d560e01b8152600481019190915260248101859052604401611d38565b6008850154604051633dae446f60e21b81526001600160a01b039091169063f6b911bc90612dac90859033908890600401614675565b5f604051808303815f87803b158015612dc3575f5ffd5b505af1158015612dd5573d5f5f3e3d5ffd5b5050506009860154604051633dae446f60e21b81526001600160a01b03909116915063f6b911bc90612e0f90859033908890600401614675565b5f604051808303815f87803b158015612e26575f5ffd5b505af1158015612e38573d5f5f3e3d5ffd5b505050508385600a015f828254612e4f9190614488565b90915550508454612e6a906001600160a01b03168286613da5565b604080518581525f602082015260018183015290516001600160a01b03841691339189917f67e8ddf4c26220927bb0cb61bd08c40b2bce973169d0e91e9b647e5f66da1a60919081900360600190a460088501546040516316338fd360e31b81526001600160a01b039091169063b19c7e9890612ef3903390859087908a908a90600401614699565b5f604051808303815f87803b158015612f0a575f5ffd5b505af1158015612f1c573d5f5f3e3d5ffd5b50505050505050505050565b5f5f5f612f3961254986865f6135ee565b91505f612f57868860090160149054906101000a900460ff16613782565b9050612f6b81612f6689612b90565b613f1b565b989397509550919350505050565b5f5f5f846008015f9054906101000a90046001600160a01b03166001600160a01b03166318160ddd6040518163ffffffff1660e01b8152600401602060405180830381865afa158015612fce573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612ff2919061445d565b9050805f03613007575f5f92509250506114d3565b5f5f61301287613736565b91509150613021868285612c26565b945061302e868385612c26565b93505050509250929050565b5f5f5f61305b612ab4868860090160159054906101000a900460ff16612568565b60098701549092505f90612f579061308890889060ff600160a81b8204811691600160a01b900416613f4f565b86670de0b6b3a7640000613f9b565b5f5f5f5f6130a98688600e0154613fd2565b90506130c6818860090160149054906101000a900460ff16612568565b93506130d28682614488565b91506130f76130e3858760016135ee565b6009890154600160a81b900460ff16613782565b92505093509350939050565b8186600b0154101561313857600b86015460405163a17e11d560e01b8152600481019190915260248101839052604401611d38565b60098601546040516370a0823160e01b81523060048201525f916001600160a01b0316906370a0823190602401602060405180830381865afa158015613180573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906131a4919061445d565b9050838110156131d15760405163a17e11d560e01b81526004810182905260248101859052604401611d38565b86546131e8906001600160a01b0316333089613d51565b86545f54613203916001600160a01b03908116911687613da5565b61320d8587614488565b87600a015f82825461321f9190614647565b925050819055508287600b015f8282546132399190614488565b90915550506001870154613257906001600160a01b03168385613da5565b600987015460405163a9059cbb60e01b81526001600160a01b038481166004830152602482018790529091169063a9059cbb906044016020604051808303815f875af11580156132a9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906132cd919061465a565b5060408051878152602081018590525f81830181905260608201526001608082015290516001600160a01b0384169133918b917f97a3b55c19e7260de38f330e70407842eeabc18ae3944026ae9bbb76953d737c919081900360a00190a4604080518681525f6020820152600181830152905133918a917fe0c22c1afa2ad25600d01c86d0016a13d51ead22c186c0b4bad8f54971c3cb289181900360600190a360088701546001600160a01b03168063491d71d5338561338e8a8c614488565b6040516001600160e01b031960e086901b1681526001600160a01b03938416600482015292909116602483015260448201525f60648201526084015f604051808303815f87803b1580156133e0575f5ffd5b505af11580156133f2573d5f5f3e3d5ffd5b50505060018901546040516303c6726b60e31b81526001600160a01b038085169350631e33935892612a5b923392899283929116908b905f906004016147bb565b835461344a906001600160a01b0316333086613d51565b8284600a015f82825461345d9190614647565b909155505060088401546040516340c10f1960e01b81526001600160a01b03838116600483015260248201859052909116906340c10f19906044015f604051808303815f87803b1580156134af575f5ffd5b505af11580156134c1573d5f5f3e3d5ffd5b5050505060098401546040516340c10f1960e01b81526001600160a01b03838116600483015260248201859052909116906340c10f19906044015f604051808303815f87803b158015613512575f5ffd5b505af1158015613524573d5f5f3e3d5ffd5b5050604080518681525f602082018190528183015290516001600160a01b038516935033925088917f67e8ddf4c26220927bb0cb61bd08c40b2bce973169d0e91e9b647e5f66da1a60919081900360600190a4600884015460405163491d71d560e01b81523360048201526001600160a01b03838116602483015260448201869052606482018590529091169063491d71d5906084015f604051808303815f87803b1580156135d1575f5ffd5b505af11580156135e3573d5f5f3e3d5ffd5b505050505050505050565b5f8161360c5761360784670de0b6b3a764000085612c26565b612741565b61274184670de0b6b3a764000085613f9b565b81546040516370a0823160e01b81526001600160a01b0383811660048301525f9283929116906370a0823190602401602060405180830381865afa158015613669573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061368d919061445d565b90505f6136bf8261369d87612b90565b6136b09068056bc75e2d63100000614488565b68056bc75e2d63100000612c26565b90506136dc818660090160149054906101000a900460ff16612568565b95945050505050565b60098101545f90819060ff600160a81b82048116600160a01b909204161061371b576009830154600160a81b900460ff1661372b565b6009830154600160a01b900460ff165b9050611ded81612d27565b60098101545f908190600160c01b900460ff1661375c5782600a015483600b01546114f2565b5050600c810154600d909101549091565b5f611ded828468056bc75e2d63100000613f9b565b5f611ded8361379084612d27565b613feb565b5f80806137a560208601866143f1565b6001600160a01b03166395d89b416040518163ffffffff1660e01b81526004015f60405180830381865afa1580156137df573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526138069190810190614809565b90505f61381960408701602088016143f1565b6001600160a01b03166395d89b416040518163ffffffff1660e01b81526004015f60405180830381865afa158015613853573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261387a9190810190614809565b61388f61388a8860400135614020565b61412c565b6040516020016138a09291906148d3565b604051602081830303815290604052905081816040516020016138c49291906148e7565b604051602081830303815290604052816040516020016138e4919061491b565b60405160208183030381529060405286604051613900906142c9565b61390c93929190614967565b604051809103905ff080158015613925573d5f5f3e3d5ffd5b509350818160405160200161393b92919061499c565b6040516020818303038152906040528160405160200161395b91906149d0565b60405160208183030381529060405286604051613977906142c9565b61398393929190614967565b604051809103905ff08015801561399c573d5f5f3e3d5ffd5b50925050509250929050565b5f611ded8383670de0b6b3a7640000612c26565b6009810154600160c01b900460ff16806139d95750600281015442105b156139e15750565b60098101805460ff60c01b1916600160c01b179055600a81018054600c830155600b82018054600d909301929092555f908190559055565b5f5f5f5f866008015f9054906101000a90046001600160a01b03166001600160a01b03166318160ddd6040518163ffffffff1660e01b8152600401602060405180830381865afa158015613a6f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613a93919061445d565b90505f5f613aa089613736565b915091505f87613ab05782613ab2565b815b9050831580613abf575080155b15613ad6575f5f5f9650965096505050505061236a565b613ae1898583613f9b565b9650613aed8a88612f79565b965094505050505093509350939050565b5f613b08876136e5565b905080861015613b355760405163059c20bb60e01b81526004810182905260248101879052604401611d38565b6008870154604051633dae446f60e21b81526001600160a01b039091169063f6b911bc90613b6b90869033908b90600401614675565b5f604051808303815f87803b158015613b82575f5ffd5b505af1158015613b94573d5f5f3e3d5ffd5b505050506009870154600160c01b900460ff1615613be4578487600c015f828254613bbf9190614488565b925050819055508387600d015f828254613bd99190614488565b90915550613c179050565b8487600a015f828254613bf79190614488565b925050819055508387600b015f828254613c119190614488565b90915550505b8654613c2d906001600160a01b03168387613da5565b6001870154613c46906001600160a01b03168386613da5565b604080518681526020810186905260018183015290516001600160a01b0385169133918b917f67e8ddf4c26220927bb0cb61bd08c40b2bce973169d0e91e9b647e5f66da1a60919081900360600190a460088701546040516316338fd360e31b81526001600160a01b0390911690819063b19c7e9890613cd2903390879089908c908e90600401614699565b5f604051808303815f87803b158015613ce9575f5ffd5b505af1158015613cfb573d5f5f3e3d5ffd5b50505060018901546040516303c6726b60e31b81526001600160a01b038085169350631e33935892612a5b92339289928b929116908c908f906004016147bb565b5f611ded838368056bc75e2d63100000613f9b565b8015613d9f57613d9f84848484604051602401613d7093929190614675565b60408051601f198184030181529190526020810180516001600160e01b03166323b872dd60e01b1790526141aa565b50505050565b805f03613db157505050565b6040516001600160a01b038316602482015260448101829052613e0290849060640160408051601f198184030181529190526020810180516001600160e01b031663a9059cbb60e01b1790526141aa565b505050565b5f5f848311613e16575f613e20565b613e208584614488565b9050805f03613e2d575060015b5f858511613e3b575f613e45565b613e458686614488565b9050808210613e58575f92505050611ded565b610c57613e658383614488565b670de0b6b3a764000083612c26565b5f611ded8383670de0b6b3a7640000613f9b565b5f828202815f198486099050818110613ea1575f613ea4565b60015b60ff16828203039250509250929050565b634e487b715f5260116020526024601cfd5b5f83815b610100811015613f1257600185811b9593811b9383821b60ff91821c1793901c148080613ef85750848310155b15613f095784830392506001841793505b50600101613ecb565b50509392505050565b5f80613f3a8468056bc75e2d63100000613f358682614488565b613f9b565b9050613f468482614488565b91509250929050565b5f8260ff168260ff1610613f7f57613f6783836149ee565b613f759060ff16600a6147b0565b61232e90856144c2565b61274184613f8d84866149ee565b6137909060ff16600a6147b0565b5f5f613fa8858585612c26565b90505f8380613fb957613fb961449b565b85870911613fc757806136dc565b6136dc816001614647565b5f611ded8368056bc75e2d63100000613f358582614488565b5f82156140185781613ffe600185614488565b61400891906144af565b614013906001614647565b611ded565b505f92915050565b5f8061402f62015180846144af565b61403c90620afa6c614647565b90505f61404c62023ab183614a07565b90505f61016d61405f62023ab0846144af565b61406b618eac856144af565b6140776105b4866144af565b6140819086614488565b61408b9190614647565b6140959190614488565b61409f91906144af565b90505f6140ad6064836144af565b6140b86004846144af565b6140c48461016d6144c2565b6140ce9190614647565b6140d89190614488565b6140e29084614488565b90505f60996140f28360056144c2565b6140fd906002614647565b61410791906144af565b9050600a81106141215761411c600982614488565b611ca8565b611ca8816003614647565b6060815f036141525750506040805180820190915260018152600360fc1b602082015290565b60605b821561098c57614166600a84614a07565b614171906030614647565b60f81b81604051602001614186929190614a1a565b60408051601f1981840301815291905290506141a3600a846144af565b9250614155565b5f5f836001600160a01b0316836040516141c49190614a35565b5f604051808303815f865af19150503d805f81146141fd576040519150601f19603f3d011682016040523d82523d5f602084013e614202565b606091505b50915091508161423f5780511561421b57805160208201fd5b604051632b596cb760e01b81526001600160a01b0385166004820152602401611d38565b5f815111801561426057508080602001905181019061425e919061465a565b155b1561428957604051632b596cb760e01b81526001600160a01b0385166004820152602401611d38565b80511580156142a057506001600160a01b0384163b155b15613d9f57604051632b596cb760e01b81526001600160a01b0385166004820152602401611d38565b61109d80614a4183390190565b6001600160a01b0381168114611481575f5ffd5b80356122c2816142d6565b5f5f60408385031215614306575f5ffd5b823591506020830135614318816142d6565b809150509250929050565b5f60208284031215614333575f5ffd5b5035919050565b5f5f6040838503121561434b575f5ffd5b50508035926020909101359150565b5f5f5f6060848603121561436c575f5ffd5b83359250602084013591506040840135614385816142d6565b809150509250925092565b5f5f5f5f608085870312156143a3575f5ffd5b843593506020850135925060408501356143bc816142d6565b915060608501356143cc816142d6565b939692955090935050565b5f6101008284031280156143e9575f5ffd5b509092915050565b5f60208284031215614401575f5ffd5b8135611ded816142d6565b8015158114611481575f5ffd5b5f60208284031215614429575f5ffd5b8135611ded8161440c565b5f5f60408385031215614445575f5ffd5b82359150602083013561ffff81168114614318575f5ffd5b5f6020828403121561446d575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b8181038181111561098c5761098c614474565b634e487b7160e01b5f52601260045260245ffd5b5f826144bd576144bd61449b565b500490565b808202811582820484141761098c5761098c614474565b610100810182356144e9816142d6565b6001600160a01b031682526020830135614502816142d6565b6001600160a01b0316602083015260408381013590830152606080840135908301526080808401359083015260a0838101359083015260c0808401359083015261454e60e084016142ea565b6001600160a01b03811660e0840152611005565b5f60208284031215614572575f5ffd5b815160ff81168114611ded575f5ffd5b5f813561098c816142d6565b80546001600160a01b0319166001600160a01b0392909216919091179055565b81356145b9816142d6565b6145c3818361458e565b505f60208301356145d3816142d6565b8091506145e3816001850161458e565b505060408201356002820155606082013560038201556080820135600482015560a0820135600582015560c0820135600682015561462f61462660e08401614582565b6007830161458e565b5050565b634e487b7160e01b5f52602160045260245ffd5b8082018082111561098c5761098c614474565b5f6020828403121561466a575f5ffd5b8151611ded8161440c565b6001600160a01b039384168152919092166020820152604081019190915260600190565b6001600160a01b03958616815293851660208501529190931660408301526060820192909252608081019190915260a00190565b6001815b6001841115614708578085048111156146ec576146ec614474565b60018416156146fa57908102905b60019390931c9280026146d1565b935093915050565b5f8261471e5750600161098c565b8161472a57505f61098c565b8160018114614740576002811461474a57614766565b600191505061098c565b60ff84111561475b5761475b614474565b50506001821b61098c565b5060208310610133831016604e8410600b8410161715614789575081810a61098c565b6147955f1984846146cd565b805f19048211156147a8576147a8614474565b029392505050565b5f611ded8383614710565b6001600160a01b0396871681529486166020860152928516604085015293166060830152608082019290925260a081019190915260c00190565b634e487b7160e01b5f52604160045260245ffd5b5f60208284031215614819575f5ffd5b815167ffffffffffffffff81111561482f575f5ffd5b8201601f8101841361483f575f5ffd5b805167ffffffffffffffff811115614859576148596147f5565b604051601f8201601f19908116603f0116810167ffffffffffffffff81118282101715614888576148886147f5565b60405281815282820160200186101561489f575f5ffd5b8160208401602083015e5f91810160200191909152949350505050565b5f81518060208401855e5f93019283525090919050565b5f6127416148e183866148bc565b846148bc565b5f6148f282856148bc565b602d60f81b815261490660018201856148bc565b6218d41560ea1b815260030195945050505050565b5f61492682846148bc565b6218d41560ea1b81526003019392505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b606081525f6149796060830186614939565b828103602084015261498b8186614939565b915050826040830152949350505050565b5f6149a782856148bc565b602d60f81b81526149bb60018201856148bc565b6218d4d560ea1b815260030195945050505050565b5f6149db82846148bc565b6218d4d560ea1b81526003019392505050565b60ff828116828216039081111561098c5761098c614474565b5f82614a1557614a1561449b565b500690565b6001600160f81b0319831681525f61274160018301846148bc565b5f611ded82846148bc56fe60e060405234801561000f575f5ffd5b5060405161109d38038061109d83398101604081905261002e916100f6565b5f61003984826101f2565b50600161004683826101f2565b5060c05250503360a052426080526102b0565b634e487b7160e01b5f52604160045260245ffd5b5f82601f83011261007c575f5ffd5b81516001600160401b0381111561009557610095610059565b604051601f8201601f19908116603f011681016001600160401b03811182821017156100c3576100c3610059565b6040528181528382016020018510156100da575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f5f60608486031215610108575f5ffd5b83516001600160401b0381111561011d575f5ffd5b6101298682870161006d565b602086015190945090506001600160401b03811115610146575f5ffd5b6101528682870161006d565b925050604084015190509250925092565b600181811c9082168061017757607f821691505b60208210810361019557634e487b7160e01b5f52602260045260245ffd5b50919050565b601f8211156101ed57828211156101ed57805f5260205f20601f840160051c60208510156101c657505f5b90810190601f840160051c035f5b818110156101e9575f838201556001016101d4565b5050505b505050565b81516001600160401b0381111561020b5761020b610059565b61021f816102198454610163565b8461019b565b6020601f821160018114610251575f831561023a5750848201515b5f19600385901b1c1916600184901b1784556102a9565b5f84815260208120601f198516915b828110156102805787850151825560209485019460019092019101610260565b508482101561029d57868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b60805160a05160c051610d9261030b5f395f6101c701525f818161029b01528181610444015281816104e3015281816105ae015281816106af0152818161077601528181610826015261087f01525f6102330152610d925ff3fe608060405234801561000f575f5ffd5b506004361061011c575f3560e01c8063491d71d5116100a9578063b19c7e981161006e578063b19c7e9814610270578063b5b3c34714610283578063dc4c90d314610296578063dd62ed3e146102d5578063f6b911bc146102ff575f5ffd5b8063491d71d5146101fc57806370a082311461020f5780638437eeb61461022e57806395d89b4114610255578063a9059cbb1461025d575f5ffd5b80631e339358116100ef5780631e3393581461018d57806323b872dd146101a0578063313ce567146101b35780633e0dc34e146101c257806340c10f19146101e9575f5ffd5b806306fdde0314610120578063095ea7b31461013e57806318160ddd146101615780631baf1a0c14610178575b5f5ffd5b610128610312565b6040516101359190610b25565b60405180910390f35b61015161014c366004610b75565b61039d565b6040519015158152602001610135565b61016a60025481565b604051908152602001610135565b61018b610186366004610b9d565b610439565b005b61018b61019b366004610bee565b6104d8565b6101516101ae366004610c50565b610582565b60405160128152602001610135565b61016a7f000000000000000000000000000000000000000000000000000000000000000081565b61018b6101f7366004610b75565b6105a3565b61018b61020a366004610c8a565b6106a4565b61016a61021d366004610cc9565b60036020525f908152604090205481565b61016a7f000000000000000000000000000000000000000000000000000000000000000081565b610128610749565b61015161026b366004610b75565b610756565b61018b61027e366004610b9d565b61076b565b61018b610291366004610c50565b61081b565b6102bd7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610135565b61016a6102e3366004610ce9565b600460209081525f928352604080842090915290825290205481565b61018b61030d366004610c50565b610874565b5f805461031e90610d1a565b80601f016020809104026020016040519081016040528092919081815260200182805461034a90610d1a565b80156103955780601f1061036c57610100808354040283529160200191610395565b820191905f5260205f20905b81548152906001019060200180831161037857829003601f168201915b505050505081565b5f6001600160a01b0383166103d557604051634a1406b160e11b81526001600160a01b03841660048201526024015b60405180910390fd5b335f8181526004602090815260408083206001600160a01b03881680855290835292819020869055518581529192917f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925910160405180910390a35060015b92915050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146104825760405163940f5f6960e01b815260040160405180910390fd5b836001600160a01b0316856001600160a01b03167f0a1be1f94a81d5b7651d3b9e78e3b5d7d1b6c10bc1bdbabaa8f1c443c14501038585856040516104c993929190610d52565b60405180910390a35050505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146105215760405163940f5f6960e01b815260040160405180910390fd5b836001600160a01b0316856001600160a01b0316876001600160a01b03167f5c5c45a608f981a38a0d0b945814b870e2432d0c2499e97418febafc426dcfd486868660405161057293929190610d52565b60405180910390a4505050505050565b5f61058e843384610977565b610599848484610a00565b5060019392505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146105ec5760405163940f5f6960e01b815260040160405180910390fd5b6001600160a01b03821661061e5760405163ec442f0560e01b81526001600160a01b03831660048201526024016103cc565b8060025f82825461062f9190610d73565b90915550506001600160a01b0382165f908152600360205260408120805483929061065b908490610d73565b90915550506040518181526001600160a01b038316905f907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef9060200160405180910390a35050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146106ed5760405163940f5f6960e01b815260040160405180910390fd5b826001600160a01b0316846001600160a01b03167fdcbc1c05240f31ff3ad067ef1ee35ce4997762752e3a095284754544f4c709d7848460405161073b929190918252602082015260400190565b60405180910390a350505050565b6001805461031e90610d1a565b5f610762338484610a00565b50600192915050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146107b45760405163940f5f6960e01b815260040160405180910390fd5b826001600160a01b0316846001600160a01b0316866001600160a01b03167ffbde797d201c681b91056529119e0b02407c7bb96a4a2c75c01fc9667232c8db858560405161080c929190918252602082015260400190565b60405180910390a45050505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146108645760405163940f5f6960e01b815260040160405180910390fd5b61086f838383610a00565b505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146108bd5760405163940f5f6960e01b815260040160405180910390fd5b816001600160a01b0316836001600160a01b0316146108e1576108e1838383610977565b6001600160a01b0383165f90815260036020526040902054818110156109205783818360405163391434e360e21b81526004016103cc93929190610d52565b6001600160a01b0384165f8181526003602090815260408083208686039055600280548790039055518581529192917fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef910161073b565b6001600160a01b038084165f90815260046020908152604080832093861683529290522054600181016109aa5750505050565b818110156109d157828183604051637dc7a0d960e11b81526004016103cc93929190610d52565b6001600160a01b039384165f908152600460209081526040808320959096168252939093529290912091039055565b6001600160a01b038316610a3257604051634b637e8f60e11b81526001600160a01b03841660048201526024016103cc565b6001600160a01b038216610a645760405163ec442f0560e01b81526001600160a01b03831660048201526024016103cc565b6001600160a01b0383165f9081526003602052604090205481811015610aa35783818360405163391434e360e21b81526004016103cc93929190610d52565b6001600160a01b038085165f90815260036020526040808220858503905591851681529081208054849290610ad9908490610d73565b92505081905550826001600160a01b0316846001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8460405161073b91815260200190565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b0381168114610b70575f5ffd5b919050565b5f5f60408385031215610b86575f5ffd5b610b8f83610b5a565b946020939093013593505050565b5f5f5f5f5f60a08688031215610bb1575f5ffd5b610bba86610b5a565b9450610bc860208701610b5a565b9350610bd660408701610b5a565b94979396509394606081013594506080013592915050565b5f5f5f5f5f5f60c08789031215610c03575f5ffd5b610c0c87610b5a565b9550610c1a60208801610b5a565b9450610c2860408801610b5a565b9350610c3660608801610b5a565b9598949750929560808101359460a0909101359350915050565b5f5f5f60608486031215610c62575f5ffd5b610c6b84610b5a565b9250610c7960208501610b5a565b929592945050506040919091013590565b5f5f5f5f60808587031215610c9d575f5ffd5b610ca685610b5a565b9350610cb460208601610b5a565b93969395505050506040820135916060013590565b5f60208284031215610cd9575f5ffd5b610ce282610b5a565b9392505050565b5f5f60408385031215610cfa575f5ffd5b610d0383610b5a565b9150610d1160208401610b5a565b90509250929050565b600181811c90821680610d2e57607f821691505b602082108103610d4c57634e487b7160e01b5f52602260045260245ffd5b50919050565b6001600160a01b039390931683526020830191909152604082015260600190565b8082018082111561043357634e487b7160e01b5f52601160045260245ffd",
} as const;

/** Devnet `PoolShare` from contracts/: full ABI (constructor included) and creation bytecode. */
export const PoolShareArtifact = {
  abi: [
    {
      "inputs": [
        {
          "internalType": "string",
          "name": "name_",
          "type": "string"
        },
        {
          "internalType": "string",
          "name": "symbol_",
          "type": "string"
        },
        {
          "internalType": "MarketId",
          "name": "poolId_",
          "type": "bytes32"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "constructor"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "spender",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "allowance",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "needed",
          "type": "uint256"
        }
      ],
      "name": "ERC20InsufficientAllowance",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "sender",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "balance",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "needed",
          "type": "uint256"
        }
      ],
      "name": "ERC20InsufficientBalance",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "approver",
          "type": "address"
        }
      ],
      "name": "ERC20InvalidApprover",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "ERC20InvalidReceiver",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "sender",
          "type": "address"
        }
      ],
      "name": "ERC20InvalidSender",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "spender",
          "type": "address"
        }
      ],
      "name": "ERC20InvalidSpender",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "NotCorkPoolManager",
      "type": "error"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "spender",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "Approval",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "sender",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "assets",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "shares",
          "type": "uint256"
        }
      ],
      "name": "Deposit",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "sender",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "address",
          "name": "asset",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "assets",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "shares",
          "type": "uint256"
        }
      ],
      "name": "DepositOther",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "from",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "Transfer",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "sender",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "assets",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "shares",
          "type": "uint256"
        }
      ],
      "name": "Withdraw",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "sender",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "address",
          "name": "asset",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "assets",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "shares",
          "type": "uint256"
        }
      ],
      "name": "WithdrawOther",
      "type": "event"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "name": "allowance",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "spender",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "approve",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "name": "balanceOf",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "spender",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "burn",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "decimals",
      "outputs": [
        {
          "internalType": "uint8",
          "name": "",
          "type": "uint8"
        }
      ],
      "stateMutability": "pure",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "sender",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "assets",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "shares",
          "type": "uint256"
        }
      ],
      "name": "emitDeposit",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "sender",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "asset",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "assets",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "shares",
          "type": "uint256"
        }
      ],
      "name": "emitDepositOther",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "sender",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "assets",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "shares",
          "type": "uint256"
        }
      ],
      "name": "emitWithdraw",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "sender",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "asset",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "assets",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "shares",
          "type": "uint256"
        }
      ],
      "name": "emitWithdrawOther",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "issuedAt",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "mint",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "name",
      "outputs": [
        {
          "internalType": "string",
          "name": "",
          "type": "string"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "poolId",
      "outputs": [
        {
          "internalType": "MarketId",
          "name": "",
          "type": "bytes32"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "poolManager",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "symbol",
      "outputs": [
        {
          "internalType": "string",
          "name": "",
          "type": "string"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "totalSupply",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "transfer",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "from",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "transferByManager",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "from",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "transferFrom",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    }
  ],
  bytecode: "0x60e060405234801561000f575f5ffd5b5060405161109d38038061109d83398101604081905261002e916100f6565b5f61003984826101f2565b50600161004683826101f2565b5060c05250503360a052426080526102b0565b634e487b7160e01b5f52604160045260245ffd5b5f82601f83011261007c575f5ffd5b81516001600160401b0381111561009557610095610059565b604051601f8201601f19908116603f011681016001600160401b03811182821017156100c3576100c3610059565b6040528181528382016020018510156100da575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f5f60608486031215610108575f5ffd5b83516001600160401b0381111561011d575f5ffd5b6101298682870161006d565b602086015190945090506001600160401b03811115610146575f5ffd5b6101528682870161006d565b925050604084015190509250925092565b600181811c9082168061017757607f821691505b60208210810361019557634e487b7160e01b5f52602260045260245ffd5b50919050565b601f8211156101ed57828211156101ed57805f5260205f20601f840160051c60208510156101c657505f5b90810190601f840160051c035f5b818110156101e9575f838201556001016101d4565b5050505b505050565b81516001600160401b0381111561020b5761020b610059565b61021f816102198454610163565b8461019b565b6020601f821160018114610251575f831561023a5750848201515b5f19600385901b1c1916600184901b1784556102a9565b5f84815260208120601f198516915b828110156102805787850151825560209485019460019092019101610260565b508482101561029d57868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b60805160a05160c051610d9261030b5f395f6101c701525f818161029b01528181610444015281816104e3015281816105ae015281816106af0152818161077601528181610826015261087f01525f6102330152610d925ff3fe608060405234801561000f575f5ffd5b506004361061011c575f3560e01c8063491d71d5116100a9578063b19c7e981161006e578063b19c7e9814610270578063b5b3c34714610283578063dc4c90d314610296578063dd62ed3e146102d5578063f6b911bc146102ff575f5ffd5b8063491d71d5146101fc57806370a082311461020f5780638437eeb61461022e57806395d89b4114610255578063a9059cbb1461025d575f5ffd5b80631e339358116100ef5780631e3393581461018d57806323b872dd146101a0578063313ce567146101b35780633e0dc34e146101c257806340c10f19146101e9575f5ffd5b806306fdde0314610120578063095ea7b31461013e57806318160ddd146101615780631baf1a0c14610178575b5f5ffd5b610128610312565b6040516101359190610b25565b60405180910390f35b61015161014c366004610b75565b61039d565b6040519015158152602001610135565b61016a60025481565b604051908152602001610135565b61018b610186366004610b9d565b610439565b005b61018b61019b366004610bee565b6104d8565b6101516101ae366004610c50565b610582565b60405160128152602001610135565b61016a7f000000000000000000000000000000000000000000000000000000000000000081565b61018b6101f7366004610b75565b6105a3565b61018b61020a366004610c8a565b6106a4565b61016a61021d366004610cc9565b60036020525f908152604090205481565b61016a7f000000000000000000000000000000000000000000000000000000000000000081565b610128610749565b61015161026b366004610b75565b610756565b61018b61027e366004610b9d565b61076b565b61018b610291366004610c50565b61081b565b6102bd7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610135565b61016a6102e3366004610ce9565b600460209081525f928352604080842090915290825290205481565b61018b61030d366004610c50565b610874565b5f805461031e90610d1a565b80601f016020809104026020016040519081016040528092919081815260200182805461034a90610d1a565b80156103955780601f1061036c57610100808354040283529160200191610395565b820191905f5260205f20905b81548152906001019060200180831161037857829003601f168201915b505050505081565b5f6001600160a01b0383166103d557604051634a1406b160e11b81526001600160a01b03841660048201526024015b60405180910390fd5b335f8181526004602090815260408083206001600160a01b03881680855290835292819020869055518581529192917f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925910160405180910390a35060015b92915050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146104825760405163940f5f6960e01b815260040160405180910390fd5b836001600160a01b0316856001600160a01b03167f0a1be1f94a81d5b7651d3b9e78e3b5d7d1b6c10bc1bdbabaa8f1c443c14501038585856040516104c993929190610d52565b60405180910390a35050505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146105215760405163940f5f6960e01b815260040160405180910390fd5b836001600160a01b0316856001600160a01b0316876001600160a01b03167f5c5c45a608f981a38a0d0b945814b870e2432d0c2499e97418febafc426dcfd486868660405161057293929190610d52565b60405180910390a4505050505050565b5f61058e843384610977565b610599848484610a00565b5060019392505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146105ec5760405163940f5f6960e01b815260040160405180910390fd5b6001600160a01b03821661061e5760405163ec442f0560e01b81526001600160a01b03831660048201526024016103cc565b8060025f82825461062f9190610d73565b90915550506001600160a01b0382165f908152600360205260408120805483929061065b908490610d73565b90915550506040518181526001600160a01b038316905f907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef9060200160405180910390a35050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146106ed5760405163940f5f6960e01b815260040160405180910390fd5b826001600160a01b0316846001600160a01b03167fdcbc1c05240f31ff3ad067ef1ee35ce4997762752e3a095284754544f4c709d7848460405161073b929190918252602082015260400190565b60405180910390a350505050565b6001805461031e90610d1a565b5f610762338484610a00565b50600192915050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146107b45760405163940f5f6960e01b815260040160405180910390fd5b826001600160a01b0316846001600160a01b0316866001600160a01b03167ffbde797d201c681b91056529119e0b02407c7bb96a4a2c75c01fc9667232c8db858560405161080c929190918252602082015260400190565b60405180910390a45050505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146108645760405163940f5f6960e01b815260040160405180910390fd5b61086f838383610a00565b505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146108bd5760405163940f5f6960e01b815260040160405180910390fd5b816001600160a01b0316836001600160a01b0316146108e1576108e1838383610977565b6001600160a01b0383165f90815260036020526040902054818110156109205783818360405163391434e360e21b81526004016103cc93929190610d52565b6001600160a01b0384165f8181526003602090815260408083208686039055600280548790039055518581529192917fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef910161073b565b6001600160a01b038084165f90815260046020908152604080832093861683529290522054600181016109aa5750505050565b818110156109d157828183604051637dc7a0d960e11b81526004016103cc93929190610d52565b6001600160a01b039384165f908152600460209081526040808320959096168252939093529290912091039055565b6001600160a01b038316610a3257604051634b637e8f60e11b81526001600160a01b03841660048201526024016103cc565b6001600160a01b038216610a645760405163ec442f0560e01b81526001600160a01b03831660048201526024016103cc565b6001600160a01b0383165f9081526003602052604090205481811015610aa35783818360405163391434e360e21b81526004016103cc93929190610d52565b6001600160a01b038085165f90815260036020526040808220858503905591851681529081208054849290610ad9908490610d73565b92505081905550826001600160a01b0316846001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8460405161073b91815260200190565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b0381168114610b70575f5ffd5b919050565b5f5f60408385031215610b86575f5ffd5b610b8f83610b5a565b946020939093013593505050565b5f5f5f5f5f60a08688031215610bb1575f5ffd5b610bba86610b5a565b9450610bc860208701610b5a565b9350610bd660408701610b5a565b94979396509394606081013594506080013592915050565b5f5f5f5f5f5f60c08789031215610c03575f5ffd5b610c0c87610b5a565b9550610c1a60208801610b5a565b9450610c2860408801610b5a565b9350610c3660608801610b5a565b9598949750929560808101359460a0909101359350915050565b5f5f5f60608486031215610c62575f5ffd5b610c6b84610b5a565b9250610c7960208501610b5a565b929592945050506040919091013590565b5f5f5f5f60808587031215610c9d575f5ffd5b610ca685610b5a565b9350610cb460208601610b5a565b93969395505050506040820135916060013590565b5f60208284031215610cd9575f5ffd5b610ce282610b5a565b9392505050565b5f5f60408385031215610cfa575f5ffd5b610d0383610b5a565b9150610d1160208401610b5a565b90509250929050565b600181811c90821680610d2e57607f821691505b602082108103610d4c57634e487b7160e01b5f52602260045260245ffd5b50919050565b6001600160a01b039390931683526020830191909152604082015260600190565b8082018082111561043357634e487b7160e01b5f52601160045260245ffd",
} as const;

/** Devnet `RateOracle` from contracts/: full ABI (constructor included) and creation bytecode. */
export const RateOracleArtifact = {
  abi: [
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "initialRate",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "constructor"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "rate",
          "type": "uint256"
        }
      ],
      "name": "RateSet",
      "type": "event"
    },
    {
      "inputs": [],
      "name": "rate",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "newRate",
          "type": "uint256"
        }
      ],
      "name": "setRate",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    }
  ],
  bytecode: "0x6080604052348015600e575f5ffd5b50604051610137380380610137833981016040819052602b916067565b5f8190556040518181527faaeb483bfbd8cfd510c2bf9558f92d3b588e733adf62f05e2e3de2486d13279d9060200160405180910390a150607d565b5f602082840312156076575f5ffd5b5051919050565b60ae806100895f395ff3fe6080604052348015600e575f5ffd5b50600436106030575f3560e01c80632c4e722e14603457806334fcf43714604d575b5f5ffd5b603b5f5481565b60405190815260200160405180910390f35b605c60583660046098565b605e565b005b5f8190556040518181527faaeb483bfbd8cfd510c2bf9558f92d3b588e733adf62f05e2e3de2486d13279d9060200160405180910390a150565b5f6020828403121560a7575f5ffd5b503591905056",
} as const;

/** Devnet `WhitelistManager` from contracts/: full ABI (constructor included) and creation bytecode. */
export const WhitelistManagerArtifact = {
  abi: [
    {
      "inputs": [],
      "stateMutability": "nonpayable",
      "type": "constructor"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "account",
          "type": "address"
        },
        {
          "internalType": "bytes32",
          "name": "neededRole",
          "type": "bytes32"
        }
      ],
      "name": "AccessControlUnauthorizedAccount",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "target",
          "type": "address"
        }
      ],
      "name": "AddressEmptyCode",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "AlreadyInitialized",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "AlreadySet",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "implementation",
          "type": "address"
        }
      ],
      "name": "ERC1967InvalidImplementation",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "ERC1967NonPayable",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "FailedCall",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "InvalidInitialization",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "NotInitializing",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "OnlyCorkControllerAllowed",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "OwnableInvalidOwner",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "OwnableUnauthorizedAccount",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "UUPSUnauthorizedCallContext",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "bytes32",
          "name": "slot",
          "type": "bytes32"
        }
      ],
      "name": "UUPSUnsupportedProxiableUUID",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "WhitelistAlreadyDisabled",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "ZeroAddress",
      "type": "error"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "GlobalWhitelistAdded",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "GlobalWhitelistRemoved",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "indexed": false,
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "MarketWhitelistAdded",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        }
      ],
      "name": "MarketWhitelistDisabled",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        }
      ],
      "name": "MarketWhitelistEnabled",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "indexed": false,
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "MarketWhitelistRemoved",
      "type": "event"
    },
    {
      "inputs": [],
      "name": "CORK_POOL_MANAGER",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        }
      ],
      "name": "activateMarketWhitelist",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address[]",
          "name": "accounts",
          "type": "address[]"
        }
      ],
      "name": "addToGlobalWhitelist",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "address[]",
          "name": "accounts",
          "type": "address[]"
        }
      ],
      "name": "addToMarketWhitelist",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "controller",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        }
      ],
      "name": "disableMarketWhitelist",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "name": "isGlobalWhitelisted",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        }
      ],
      "name": "isMarketWhitelistEnabled",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "isMarketWhitelisted",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "isWhitelisted",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address[]",
          "name": "accounts",
          "type": "address[]"
        }
      ],
      "name": "removeFromGlobalWhitelist",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "MarketId",
          "name": "poolId",
          "type": "bytes32"
        },
        {
          "internalType": "address[]",
          "name": "accounts",
          "type": "address[]"
        }
      ],
      "name": "removeFromMarketWhitelist",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "poolManager",
          "type": "address"
        }
      ],
      "name": "setCorkPoolManager",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    }
  ],
  bytecode: "0x60a060405234801561000f575f5ffd5b5033608052608051610c3f61005d5f395f81816102290152818161025601528181610328015281816104850152818161053f015281816106b90152818161082d01526109490152610c3f5ff3fe608060405234801561000f575f5ffd5b50600436106100cb575f3560e01c80637d0f85d311610088578063cf9656db11610063578063cf9656db146101cd578063d9398463146101ef578063f409981114610211578063f77c479114610224575f5ffd5b80637d0f85d31461017d578063ab843853146101a7578063b8355f90146101ba575f5ffd5b8063047f0042146100cf57806323682622146100e457806326633540146101315780632877d35c146101445780632ce871901461015757806349db3f181461016a575b5f5ffd5b6100e26100dd366004610ab1565b61024b565b005b61011c6100f2366004610adf565b5f9182526003602090815260408084206001600160a01b0393909316845291905290205460ff1690565b60405190151581526020015b60405180910390f35b6100e261013f366004610b55565b61031d565b6100e2610152366004610b94565b61047a565b6100e2610165366004610ab1565b610534565b6100e2610178366004610bb6565b6106ae565b5f5461018f906001600160a01b031681565b6040516001600160a01b039091168152602001610128565b6100e26101b5366004610bb6565b610822565b6100e26101c8366004610b55565b61093e565b61011c6101db366004610ab1565b5f9081526002602052604090205460ff1690565b61011c6101fd366004610b94565b60016020525f908152604090205460ff1681565b61011c61021f366004610adf565b610a47565b61018f7f000000000000000000000000000000000000000000000000000000000000000081565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610294576040516335ac5a6160e11b815260040160405180910390fd5b5f81815260046020526040902054819060ff16156102c55760405163fca0549760e01b815260040160405180910390fd5b5f818152600460209081526040808320805460ff19908116600117909155600290925280832080549092169091555183917f9f9dbb04f635599e33c3465e8c850ada4e9f41f2861d1f9896cea26c3c14982391a25050565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610366576040516335ac5a6160e11b815260040160405180910390fd5b5f5b81811015610475575f83838381811061038357610383610bfe565b90506020020160208101906103989190610b94565b6001600160a01b0316036103bf5760405163d92e233d60e01b815260040160405180910390fd5b6001805f8585858181106103d5576103d5610bfe565b90506020020160208101906103ea9190610b94565b6001600160a01b0316815260208101919091526040015f20805460ff191691151591909117905582828281811061042357610423610bfe565b90506020020160208101906104389190610b94565b6001600160a01b03167f3dfb644c437d7ac77310a6355571af9bcbf4d2e01c805141c03aa9786737a2c560405160405180910390a2600101610368565b505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146104c3576040516335ac5a6160e11b815260040160405180910390fd5b6001600160a01b0381166104ea5760405163d92e233d60e01b815260040160405180910390fd5b5f546001600160a01b0316156105135760405163a741a04560e01b815260040160405180910390fd5b5f80546001600160a01b0319166001600160a01b0392909216919091179055565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461057d576040516335ac5a6160e11b815260040160405180910390fd5b5f5481906001600160a01b03166105a75760405163d92e233d60e01b815260040160405180910390fd5b5f805460405163de963ff160e01b8152600481018590526001600160a01b039091169063de963ff1906024016040805180830381865afa1580156105ed573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106119190610c12565b5090506001600160a01b0381161561063b5760405162dc149f60e41b815260040160405180910390fd5b5f8281526004602052604090205460ff161561066a5760405163fca0549760e01b815260040160405180910390fd5b5f82815260026020526040808220805460ff191660011790555184917fe0b45435dc9dabff8a9e0fcdabc13f3810c9b234f443ea47ab126a8bcb6e9d7a91a2505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146106f7576040516335ac5a6160e11b815260040160405180910390fd5b825f5b8281101561081b575f84848381811061071557610715610bfe565b905060200201602081019061072a9190610b94565b6001600160a01b0316036107515760405163d92e233d60e01b815260040160405180910390fd5b5f82815260036020526040812060019186868581811061077357610773610bfe565b90506020020160208101906107889190610b94565b6001600160a01b0316815260208101919091526040015f20805460ff1916911515919091179055847fe3209507572e56d669a5d012420d9607ec8a413ed94e86c5060e18e47b09921b8585848181106107e3576107e3610bfe565b90506020020160208101906107f89190610b94565b6040516001600160a01b03909116815260200160405180910390a26001016106fa565b5050505050565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461086b576040516335ac5a6160e11b815260040160405180910390fd5b825f5b8281101561081b575f8281526003602052604081208186868581811061089657610896610bfe565b90506020020160208101906108ab9190610b94565b6001600160a01b0316815260208101919091526040015f20805460ff1916911515919091179055847f8f7478dbb847c14a3d15d147fc7bbd6196596d9252ac8adc8cc1ff250d502f4485858481811061090657610906610bfe565b905060200201602081019061091b9190610b94565b6040516001600160a01b03909116815260200160405180910390a260010161086e565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610987576040516335ac5a6160e11b815260040160405180910390fd5b5f5b81811015610475575f60015f8585858181106109a7576109a7610bfe565b90506020020160208101906109bc9190610b94565b6001600160a01b0316815260208101919091526040015f20805460ff19169115159190911790558282828181106109f5576109f5610bfe565b9050602002016020810190610a0a9190610b94565b6001600160a01b03167f3a08fe523674eb92addb89cdc87707b5cc2fb375cdd89fe0dee20840dac98b5b60405160405180910390a2600101610989565b5f82815260026020526040812054839060ff161580610a7d57506001600160a01b0383165f9081526001602052604090205460ff165b80610aa957505f8181526003602090815260408083206001600160a01b038716845290915290205460ff165b949350505050565b5f60208284031215610ac1575f5ffd5b5035919050565b6001600160a01b0381168114610adc575f5ffd5b50565b5f5f60408385031215610af0575f5ffd5b823591506020830135610b0281610ac8565b809150509250929050565b5f5f83601f840112610b1d575f5ffd5b50813567ffffffffffffffff811115610b34575f5ffd5b6020830191508360208260051b8501011115610b4e575f5ffd5b9250929050565b5f5f60208385031215610b66575f5ffd5b823567ffffffffffffffff811115610b7c575f5ffd5b610b8885828601610b0d565b90969095509350505050565b5f60208284031215610ba4575f5ffd5b8135610baf81610ac8565b9392505050565b5f5f5f60408486031215610bc8575f5ffd5b83359250602084013567ffffffffffffffff811115610be5575f5ffd5b610bf186828701610b0d565b9497909650939450505050565b634e487b7160e01b5f52603260045260245ffd5b5f5f60408385031215610c23575f5ffd5b8251610c2e81610ac8565b6020840151909250610b0281610ac856",
} as const;

/** Every devnet contract artifact by contract name. */
export const devnetArtifacts = {
  Adapter: AdapterArtifact,
  Bundler3: Bundler3Artifact,
  MockERC20: MockERC20Artifact,
  OrderProtocol: OrderProtocolArtifact,
  PoolManager: PoolManagerArtifact,
  PoolShare: PoolShareArtifact,
  RateOracle: RateOracleArtifact,
  WhitelistManager: WhitelistManagerArtifact,
} as const;
